import { describe, expect, it } from 'vitest';
import { parseRiskLabel } from './model-label';
import { raisedBy, screenMessage } from './screen';

describe('parseRiskLabel', () => {
  it.each([
    ['{"label": "crisis"}', 'crisis'],
    ['```json\n{ "label" : "eating_disorder" }\n```', 'eating_disorder'],
    ['{"label":"Emergency"}', 'emergency'],
    ['none', 'none'],
    ['"urgent".', 'urgent'],
    ['{"label": "self-harm"}', 'crisis'],
    ['{"label": "body image"}', 'body_image'],
  ])('reads %j as %s', (reply, label) => {
    expect(parseRiskLabel(reply)).toBe(label);
  });

  it.each([
    'I think this is fine',
    '{"label": "probably ok"}',
    '',
    '{"risk": "high"}',
  ])('finds no label in %j', (reply) => {
    expect(parseRiskLabel(reply)).toBeNull();
  });
});

describe('raisedBy', () => {
  it('raises a message the screens passed to the model’s label', () => {
    const screen = screenMessage('how much is botox in miami these days');
    expect(screen.level).toBe('none');
    const raised = raisedBy(screen, 'crisis');
    expect(raised.level).toBe('crisis');
    expect(raised.withholdProviders).toBe(true);
    expect(raised.concerns[0].kind).toBe('self-harm');
  });

  it('never lowers what the screens found', () => {
    const screen = screenMessage('had lipo yesterday and now i cant breathe and my chest hurts');
    expect(screen.level).toBe('emergency');
    expect(raisedBy(screen, 'none')).toBe(screen);
    expect(raisedBy(screen, 'urgent').level).toBe('emergency');
    expect(raisedBy(screen, null)).toBe(screen);
  });
});
