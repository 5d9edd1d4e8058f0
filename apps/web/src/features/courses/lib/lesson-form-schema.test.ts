import { describe, expect, it } from 'vitest';
import { issueText } from '@/shared/forms/issue-text';
import { lessonFormSchema } from './lesson-form-schema';

/** The message the form shows under the video field for a value. */
function videoError(videoUrl: string): string | undefined {
  const parsed = lessonFormSchema.safeParse({ name: 'Урок', videoUrl, content: '' });
  const issue = parsed.success ? undefined : parsed.error.issues.find((item) => item.path[0] === 'videoUrl');
  return issue && issueText(issue, videoUrl);
}

describe('lesson video URL', () => {
  it('accepts an empty field and absolute http(s) links', () => {
    expect(videoError('')).toBeUndefined();
    expect(videoError('https://rutube.ru/video/123/')).toBeUndefined();
    expect(videoError('http://видео.рф/урок?t=10')).toBeUndefined();
  });

  it('says «Неверный URL видео» for anything else', () => {
    for (const bad of [
      'rutube.ru/video/1',
      'ftp://files.example.com/a.mp4',
      'https://localhost/x',
      'javascript:alert(1)',
    ]) {
      expect(videoError(bad)).toBe('Неверный URL видео');
    }
  });
});
