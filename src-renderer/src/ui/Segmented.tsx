/** A row of toggle buttons (one group label, each button pressed or not): layouts, themes, filters. */
export function Segmented({ label, className, options }: { label: string; className?: string; options: ReadonlyArray<{ key: string; text: string; pressed: boolean; title?: string; onPress: () => void }> }) {
  return (
    <span className={`segmented${className ? ` ${className}` : ''}`} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option.key} type="button" className="segmented-button" aria-pressed={option.pressed} title={option.title} onClick={option.onPress}>
          {option.text}
        </button>
      ))}
    </span>
  );
}
