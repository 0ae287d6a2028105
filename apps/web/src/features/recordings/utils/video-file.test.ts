import { describe, expect, it } from 'vitest';
import { MSG, RECORDINGS_MSG } from '@lms/contract';
import { longVideoHint, megabytes, minutesSeconds, videoFileProblem } from './video-file';

describe('the video a teacher chooses', () => {
  it('must be a video of at most 150 MB; a file without a type is left to the server', () => {
    expect(videoFileProblem({ type: 'video/mp4', size: 80 * 1048576 })).toBeNull();
    expect(videoFileProblem({ type: 'video/quicktime', size: 150 * 1048576 })).toBeNull();
    expect(videoFileProblem({ type: '', size: 1000 })).toBeNull();
    expect(videoFileProblem({ type: 'image/jpeg', size: 1000 })).toBe(RECORDINGS_MSG.videoNotVideo);
    expect(videoFileProblem({ type: 'video/mp4', size: 150 * 1048576 + 1 })).toBe(MSG.fileTooLarge.replace('{mb}', '150'));
  });

  it('shows its size and length as a teacher reads them', () => {
    expect(megabytes(13_002_342)).toBe('12.4 MB');
    expect(megabytes(524_288)).toBe('0.50 MB');
    expect(minutesSeconds(58.4)).toBe('0:58');
    expect(minutesSeconds(125)).toBe('2:05');
  });

  it('says what is asked when the video is much longer than a minute, never for one about a minute', () => {
    expect(longVideoHint(null)).toBeNull();
    expect(longVideoHint(75)).toBeNull();
    expect(longVideoHint(150)).toBe(RECORDINGS_MSG.videoLongHint.replace('{duracion}', '2:30'));
  });
});
