import { render, screen } from '@testing-library/react';
import { useOnline } from '@rowad/shared/connection';
import { goOffline, goOnline } from '../test/network';

function Signal() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

afterEach(goOnline);

describe('useOnline', () => {
  it('follows the browser as the network goes and comes back', () => {
    render(<Signal />);
    expect(screen.getByText('online')).toBeTruthy();
    goOffline();
    expect(screen.getByText('offline')).toBeTruthy();
    goOnline();
    expect(screen.getByText('online')).toBeTruthy();
  });

  it('starts offline when the page opens without a network', () => {
    goOffline();
    render(<Signal />);
    expect(screen.getByText('offline')).toBeTruthy();
  });
});
