import { useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { enterDigits } from './otp-input';

interface OtpBoxesProps {
  idPrefix: string;
  code: readonly string[];
  onChange: (code: string[]) => void;
  /** Names the group, e.g. the 'Enter the 6-digit OTP' label. */
  labelledBy: string;
  errorId?: string;
  invalid: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * SPEC §2, §5: six single-digit boxes. Typing moves on, Backspace moves back, arrows move, and a
 * pasted or autofilled code fills every box. The first box takes the phone's one-time-code
 * suggestion whole (a one-character limit there would cut it to its first digit).
 */
export function OtpBoxes({
  idPrefix,
  code,
  onChange,
  labelledBy,
  errorId,
  invalid,
  disabled,
  ref,
}: OtpBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };

  function enter(index: number, input: string) {
    const next = enterDigits(code, index, input);
    onChange(next.code);
    focusBox(next.focus);
  }

  function change(index: number, value: string) {
    if (/\d/.test(value)) return enter(index, value);
    // Emptied by a keyboard that sends no Backspace key (some Android keyboards).
    const next = [...code];
    next[index] = '';
    onChange(next);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const { key } = event;
    if (/^\d$/.test(key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A full box is overwritten rather than ignored.
      event.preventDefault();
      enter(index, key);
    } else if (key === 'Backspace') {
      event.preventDefault();
      const next = [...code];
      if (next[index]) {
        next[index] = '';
        onChange(next);
      } else if (index > 0) {
        next[index - 1] = '';
        onChange(next);
        focusBox(index - 1);
      }
    } else if (key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (key === 'ArrowRight' && index < code.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    enter(index, event.clipboardData.getData('text'));
  }

  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={errorId}
      className="grid grid-cols-6 gap-1.5 sm:gap-2.5"
    >
      {code.map((digit, index) => (
        <input
          // The boxes never reorder: a box is its position.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          id={`${idPrefix}-${index}`}
          value={digit}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // The code is the only thing to do on this step.
          autoFocus={index === 0}
          maxLength={index === 0 ? code.length : 1}
          aria-label={`Digit ${index + 1} of ${code.length}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          onChange={(event) => change(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          className="h-14 w-full min-w-0 rounded-xs border border-line-strong bg-pearl text-center font-display text-[1.75rem] leading-none font-semibold text-ink tabular-nums caret-maroon transition-colors duration-(--duration-quick) focus-visible:border-maroon focus-visible:bg-white focus-visible:outline-offset-0 disabled:opacity-60 aria-invalid:border-danger sm:h-16"
        />
      ))}
    </div>
  );
}
