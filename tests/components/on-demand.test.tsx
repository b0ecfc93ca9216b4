// @vitest-environment happy-dom
import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, OnDemandPart } from '@/components/on-demand';

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Ошибка выше</p> : this.props.children;
  }
}

describe('parts loaded on demand', () => {
  it('shows the fallback while the code downloads, then the part; prefetch downloads once', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const Loaded = onDemand(load);
    Loaded.prefetch();
    render(
      <OnDemandPart fallback={<p>Загрузка</p>}>
        <Loaded text="Готово" />
      </OnDemandPart>,
    );
    expect(await screen.findByText('Готово')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a part fetched ahead at once, without the fallback', async () => {
    const Loaded = onDemand(() => Promise.resolve(Part));
    Loaded.prefetch();
    await Promise.resolve();
    await Promise.resolve();
    render(
      <OnDemandPart fallback={<p>Загрузка</p>}>
        <Loaded text="Сразу" />
      </OnDemandPart>,
    );
    expect(screen.getByText('Сразу')).toBeInTheDocument();
    expect(screen.queryByText('Загрузка')).toBeNull();
  });

  it('shows the fallback when the download fails, and tries again when asked again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Part);
    const Loaded = onDemand<{ text: string }>(load);
    const view = render(
      <OnDemandPart fallback={<p>Без календаря</p>} retryKey={1}>
        <Loaded text="Календарь" />
      </OnDemandPart>,
    );
    expect(await screen.findByText('Без календаря')).toBeInTheDocument();
    view.rerender(
      <OnDemandPart fallback={<p>Без календаря</p>} retryKey={2}>
        <Loaded text="Календарь" />
      </OnDemandPart>,
    );
    expect(await screen.findByText('Календарь')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows its own message once the download has failed, the loading fallback only while it downloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Offline: every download fails after a moment (React itself may ask again a few times first).
    const load = vi.fn(
      () =>
        new Promise<typeof Part>((_resolve, reject) =>
          setTimeout(() => reject(new TypeError('Failed to fetch dynamically imported module')), 20),
        ),
    );
    const Loaded = onDemand<{ text: string }>(load);
    render(
      <OnDemandPart fallback={<p>Загрузка</p>} failed={<p>Не удалось открыть строку</p>}>
        <Loaded text="Строка" />
      </OnDemandPart>,
    );
    expect(screen.getByText('Загрузка')).toBeInTheDocument();
    expect(screen.queryByText('Не удалось открыть строку')).toBeNull();
    expect(await screen.findByText('Не удалось открыть строку')).toBeInTheDocument();
    expect(screen.queryByText('Загрузка')).toBeNull();
    expect(screen.queryByText('Строка')).toBeNull();
    expect(load).toHaveBeenCalled();
  });

  it('lets any other error of the part reach the boundaries above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('ошибка в части');
    }
    const Loaded = onDemand(() => Promise.resolve(Broken));
    render(
      <Catch>
        <OnDemandPart fallback={<p>Запасной вид</p>}>
          <Loaded />
        </OnDemandPart>
      </Catch>,
    );
    expect(await screen.findByText('Ошибка выше')).toBeInTheDocument();
    expect(screen.queryByText('Запасной вид')).toBeNull();
  });
});
