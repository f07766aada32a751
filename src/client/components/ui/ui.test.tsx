// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useForm } from 'react-hook-form';
import { renderToString } from 'react-dom/server';
import { Avatar, getInitials } from './avatar';
import { Button } from './button';
import { ChoiceChips } from './choice-chips';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { Field } from './field';
import { Input } from './input';
import { StarRating, StarRatingInput } from './star-rating';

afterEach(cleanup);

describe('Field', () => {
  it('ties the label to the control and wires hint and error', () => {
    render(
      <Field id="email" label="Email" hint="We never share it." error="Enter a valid email address.">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input.id).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    const error = document.getElementById('email-error');
    expect(error?.textContent).toBe('Enter a valid email address.');
    expect(error?.getAttribute('role')).toBeNull();
    expect(document.getElementById('email-hint')?.textContent).toBe('We never share it.');
  });

  it('leaves the control valid and undescribed without hint or error', () => {
    render(
      <Field label="Name">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.id).not.toBe('');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('passes the same wiring to a render-function child', () => {
    render(
      <Field id="bio" label="Bio" error="Too long.">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const textarea = screen.getByLabelText('Bio');
    expect(textarea.getAttribute('aria-describedby')).toBe('bio-error');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Button', () => {
  it('is disabled, busy and unclickable while loading', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).getAttribute('type')).toBe('button');
  });
});

describe('StarRating', () => {
  it('announces the rating rounded to one decimal', () => {
    render(<StarRating value={4.84} reviewCount={120} />);
    expect(screen.getByRole('img', { name: '4.8 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('120 reviews')).toBeTruthy();
  });

  it('says "1 review", never "1 reviews"', () => {
    render(<StarRating value={5} reviewCount={1} />);
    expect(screen.getByText('1 review')).toBeTruthy();
  });

  it('lets the user choose a value with radio inputs', () => {
    const onChange = vi.fn();
    render(<StarRatingInput legend="Your rating" onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    const four = within(group).getByRole('radio', { name: '4 stars' }) as HTMLInputElement;
    expect(four.checked).toBe(false);
    fireEvent.click(four);
    expect(onChange).toHaveBeenCalledWith(4);
    expect(four.checked).toBe(true);
    expect((within(group).getByRole('radio', { name: '1 star' }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('Dialog', () => {
  it('renders a close button with an accessible name and closes on Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogTitle>Delete chat</DialogTitle>
          <DialogDescription>This cannot be undone.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete chat' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('ChoiceChips', () => {
  function Form({ onValue }: { onValue: (value: string) => void }) {
    const { register, watch } = useForm<{ contact: string }>({ defaultValues: { contact: '' } });
    onValue(watch('contact'));
    return (
      <ChoiceChips
        legend="How should they contact you?"
        options={[
          { value: 'email', label: 'Email' },
          { value: 'phone', label: 'Phone' },
        ]}
        input={register('contact')}
        error="Choose how you would like to be contacted."
      />
    );
  }

  it('is one named radio group whose choice reaches the form, with its error described', () => {
    const values: string[] = [];
    render(<Form onValue={(v) => values.push(v)} />);
    const group = screen.getByRole('group', { name: 'How should they contact you?' });
    const phone = within(group).getByRole('radio', { name: 'Phone' });
    fireEvent.click(phone);
    expect((phone as HTMLInputElement).checked).toBe(true);
    expect(values.at(-1)).toBe('phone');
    const error = document.getElementById(String(group.getAttribute('aria-describedby')));
    expect(error?.textContent).toBe('Choose how you would like to be contacted.');
  });
});

describe('Avatar', () => {
  it('takes the initials from the first and last words, leaving titles out', () => {
    expect(getInitials('Dr. Sofia Ramirez')).toBe('SR');
    expect(getInitials('dr sofia de la cruz')).toBe('SC');
    expect(getInitials('Prof. Ada')).toBe('A');
    expect(getInitials('Glow Med Spa')).toBe('GS');
    expect(getInitials('Dr.')).toBe('D');
    expect(getInitials('  ')).toBe('?');
  });

  it('shows the initials at once when there is no picture, named for screen readers unless decorative', () => {
    render(
      <>
        <Avatar name="Maria de la Cruz" />
        <Avatar name="Sam Lee" decorative />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Maria de la Cruz' }).textContent).toBe('MC');
    const decorative = screen.getByText('SL');
    expect(decorative.getAttribute('aria-hidden')).toBe('true');
    expect(decorative.hasAttribute('role')).toBe(false);
  });

  it('draws the picture in the server HTML, over initials that wait 400 ms', () => {
    const html = renderToString(<Avatar name="Sam Lee" src="/uploads/sam.jpg" />);
    expect(html).toContain('<img src="/uploads/sam.jpg" alt=""');
    expect(html).toMatch(/role="img" aria-label="Sam Lee"/);
    expect(html).toMatch(/class="[^"]*avatar-initials-late[^"]*">SL</);
  });

  it('takes out a picture that failed before the script ran, leaving the initials at once', () => {
    // happy-dom loads no pictures: each is complete with no width, as a broken one is in a browser.
    const { container } = render(<Avatar name="Sam Lee" src="/uploads/never-loads.jpg" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Sam Lee' }).textContent).toBe('SL');
    expect(screen.getByText('SL').className).not.toContain('avatar-initials-late');
  });

  it('keeps a picture while it loads and takes it out when it fails', () => {
    const loading = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    try {
      const { container } = render(<Avatar name="Sam Lee" src="/uploads/slow.jpg" />);
      const picture = container.querySelector('img');
      expect(picture?.getAttribute('src')).toBe('/uploads/slow.jpg');
      expect(screen.getByText('SL').className).toContain('avatar-initials-late');
      act(() => {
        picture?.dispatchEvent(new Event('error'));
      });
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByText('SL').className).not.toContain('avatar-initials-late');
    } finally {
      loading.mockRestore();
    }
  });
});
