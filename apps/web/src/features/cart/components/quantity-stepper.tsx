import { useState } from 'react';
import { StepperFrame } from '../../../components/ui/stepper-frame';
import { message } from '../../../lib/http';
import { clampQuantity, type QuantityRange } from '../../../lib/quantity';

interface QuantityStepperProps {
  range: QuantityRange;
  /** The quantity the server holds. */
  value: number;
  /** Sends a new quantity; the stepper shows it until the answer, and goes back to `value` if it is refused. */
  onCommit(value: number): Promise<unknown>;
  disabled?: boolean;
  label: string;
}

/** − [n] + in whole middle packs from the minimum order; a typed number is sent when the box is left or Enter is pressed. */
export function QuantityStepper({ range, value, onCommit, disabled = false, label }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [seen, setSeen] = useState(value);
  // A new answer from the server (or a refusal leaving it as it was) ends the edit.
  if (seen !== value) {
    setSeen(value);
    setDraft(null);
  }
  const typed = draft === null || draft === '' ? null : Number(draft);
  const shown = typed ?? value;
  const commit = (next: number) => {
    const { number, notice } = clampQuantity(next, range);
    if (notice) message.info(notice);
    if (number === value) {
      setDraft(null);
      return;
    }
    setDraft(String(number));
    onCommit(number).then(
      () => setDraft(null),
      () => setDraft(null),
    );
  };
  const off = disabled || range.max === 0;
  return (
    <StepperFrame
      text={draft ?? String(value)}
      onText={setDraft}
      onStep={(direction) => commit(shown + direction * range.step)}
      onLeave={() => commit(shown)}
      onEnter={() => commit(shown)}
      canLower={!off && shown > range.min}
      canRaise={!off && !(range.max > 0 && shown + range.step > range.max)}
      disabled={off}
      names={{ lower: `减少${label}数量`, raise: `增加${label}数量`, input: `${label}数量` }}
      range={{ now: shown, min: range.min, max: range.max > 0 ? range.max : undefined }}
    />
  );
}
