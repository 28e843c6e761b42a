"""The stand-in openplc-cli: project loading, a Structured Text front end and the compile command."""
