/**
 * One choice among a few, as a row of radio buttons styled as buttons: a tap each on a phone, the
 * arrow keys between them, and a legend read by screen readers.
 */
export interface ChoiceOption<T> {
  readonly value: T;
  readonly label: string;
}

export function Choice<T extends string | number>({
  legend,
  hint,
  name,
  options,
  value,
  onChange,
  testId,
}: {
  legend: string;
  hint?: string;
  /** The radio group's name (unique on the page). */
  name: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Each option's input gets `<testId>-<value>`. */
  testId: string;
}) {
  return (
    <fieldset className="calc-choice">
      <legend>{legend}</legend>
      {hint && <p className="calc-hint">{hint}</p>}
      <div className="calc-choice-options">
        {options.map((option) => (
          <label key={String(option.value)} className={option.value === value ? "chosen" : ""}>
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              data-testid={`${testId}-${option.value}`}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
