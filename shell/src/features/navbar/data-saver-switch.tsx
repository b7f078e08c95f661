import { useId } from 'react';
import styled from 'styled-components';
import { useDataSaverStore } from '@rowad/shared/ui';
import { useShellMessages } from '../../messages';

const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 40px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The switch's drawing: a track whose knob sits at the end of the line when on. */
const Track = styled.span<{ $on: boolean }>`
  position: relative;
  flex: none;
  inline-size: 36px;
  block-size: 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.muted)};
  transition: background 150ms ease;
  &::after {
    content: '';
    position: absolute;
    inset-block-start: 2px;
    inset-inline-start: ${({ $on }) => ($on ? '18px' : '2px')};
    inline-size: 16px;
    block-size: 16px;
    border-radius: 50%;
    background: #fff;
    transition: inset-inline-start 150ms ease;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::after {
      transition: none;
    }
  }
`;

// Said in words in the phone's menu; in a wide screen's one-line bar (Arabic fills it) the knob says it.
const State = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`;

/**
 * The data saver's switch in the navbar's menu (docs/decisions.md, "Low data and offline (issue
 * 32)"), for visitors and signed-in people alike: on, lists show no pictures until asked and pages
 * load the smallest ones; the choice is kept on this device and told to the server
 * (@rowad/shared/data-saver). A browser asking to save data shows it on; turning it off here wins.
 */
export function DataSaverSwitch() {
  const t = useShellMessages();
  const on = useDataSaverStore((state) => state.on);
  const choose = useDataSaverStore((state) => state.choose);
  const hintId = useId();
  return (
    <>
      <Switch
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hintId}
        onClick={() => choose(!on)}
      >
        <Track $on={on} aria-hidden="true" />
        <span>{t('dataSaver')}</span>
        <State aria-hidden="true">{on ? t('dataSaverOn') : t('dataSaverOff')}</State>
      </Switch>
      <span id={hintId} className="visually-hidden">
        {t('dataSaverHint')}
      </span>
    </>
  );
}
