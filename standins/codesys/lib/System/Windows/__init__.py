"""System.Windows: only System.Windows.Forms is simulated."""
