import { describe, expect, it } from 'vitest';
import { INCIDENTS_MSG, MSG } from '@lms/contract';
import { ApiError } from '../../../lib/api/api-error';
import { incidentErrorText, isStaleIncidentError, shouldReportIncidentError } from './incident-errors';

describe('the incident error dialog (spec 3 §8)', () => {
  it('says the server’s message, whatever the status', () => {
    expect(incidentErrorText(new ApiError(409, INCIDENTS_MSG.incidentChangedElsewhere))).toBe(INCIDENTS_MSG.incidentChangedElsewhere);
    // Unlike the generic dialog, a 404 keeps the server's own words.
    expect(incidentErrorText(new ApiError(404, INCIDENTS_MSG.incidentNotFound))).toBe(INCIDENTS_MSG.incidentNotFound);
    expect(incidentErrorText(new ApiError(400, INCIDENTS_MSG.incidentReplyNotAllowed))).toBe(INCIDENTS_MSG.incidentReplyNotAllowed);
  });

  it('says the raw body of an answer without a message', () => {
    const html = '<html><body>502 Bad Gateway</body></html>';
    expect(incidentErrorText(new ApiError(502, null, false, html))).toBe(html);
    expect(incidentErrorText(new ApiError(500, '  ', false, 'upstream timeout'))).toBe('upstream timeout');
  });

  it('falls back to the generic text when there is neither', () => {
    expect(incidentErrorText(new ApiError(0, null))).toBe(MSG.serverDown);
    expect(incidentErrorText(new ApiError(500, null))).toBe(MSG.connectionError);
    expect(incidentErrorText(new Error('boom'))).toBe(MSG.connectionError);
  });

  it('stays shut for a lost session and for no network while offline', () => {
    expect(shouldReportIncidentError(new ApiError(401, 'Sesión', true), true)).toBe(false);
    expect(shouldReportIncidentError(new ApiError(0, null), false)).toBe(false);
    expect(shouldReportIncidentError(new ApiError(0, null), true)).toBe(true);
    expect(shouldReportIncidentError(new ApiError(409, 'x'), false)).toBe(true);
    expect(shouldReportIncidentError(new Error('boom'), true)).toBe(true);
  });

  it('knows a refusal that makes the asking dialog out of date', () => {
    expect(isStaleIncidentError(new ApiError(409, 'x'))).toBe(true);
    expect(isStaleIncidentError(new ApiError(404, 'x'))).toBe(true);
    expect(isStaleIncidentError(new ApiError(400, 'x'))).toBe(false);
    expect(isStaleIncidentError(new ApiError(0, null))).toBe(false);
    expect(isStaleIncidentError(new Error('x'))).toBe(false);
  });
});
