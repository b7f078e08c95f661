import { useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Input } from './form-field';

const Wrapper = styled.div`
  position: relative;
  input {
    padding-inline-end: 72px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  inset-inline-end: 6px;
  top: 50%;
  transform: translateY(-50%);
  padding: 4px 8px;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
`;

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  showLabel: string;
  hideLabel: string;
}

/** A password field with the product's show/hide toggle (docs/product.md §2); the toggle says what it will do. */
export function PasswordInput({ showLabel, hideLabel, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Wrapper>
      <Input {...input} type={visible ? 'text' : 'password'} />
      <Toggle type="button" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
        {visible ? hideLabel : showLabel}
      </Toggle>
    </Wrapper>
  );
}
