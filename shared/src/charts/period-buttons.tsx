import styled from 'styled-components';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space(1)};
    padding: 0;
    font-weight: 600;
  }
`;

const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  button {
    min-block-size: 40px;
    padding-inline: ${({ theme }) => theme.space(3)};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button + button {
    border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
`;

interface PeriodButtonsProps<Value extends number> {
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** The period a chart page shows (7, 30 or 90 days; 4 to 52 weeks): a row of pressed buttons. */
export function PeriodButtons<Value extends number>({
  legend,
  options,
  value,
  onChange,
}: PeriodButtonsProps<Value>) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Segments>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </Segments>
    </Fieldset>
  );
}
