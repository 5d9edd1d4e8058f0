import { describe, expect, it } from 'vitest';
import { lessonUpdateBodySchema, VIDEO_URL_INVALID, videoUrlSchema } from './lessons';

describe('videoUrlSchema', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://rutube.ru/video/abc123/'],
    ['http://vk.com/video-1_2'],
    ['https://видео.рф/урок-1'],
    ['https://cdn.example.com:8443/v.mp4'],
  ])('accepts %s', (url) => {
    expect(videoUrlSchema.safeParse(url).success).toBe(true);
  });

  it('accepts an empty string and null, which clear the video', () => {
    expect(videoUrlSchema.parse('  ')).toBe('');
    expect(videoUrlSchema.parse(null)).toBeNull();
  });

  it.each([
    ['youtube.com/watch?v=1'],
    ['javascript:alert(1)'],
    ['ftp://files.example.com/v.mp4'],
    ['https://'],
    ['https://localhost/video'],
    ['https://exa mple.com/v'],
    ['не ссылка'],
  ])('refuses %s with the spec text', (url) => {
    const result = videoUrlSchema.safeParse(url);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(VIDEO_URL_INVALID);
  });
});

describe('lessonUpdateBodySchema', () => {
  it('refuses the same file twice, pointing at the repeat', () => {
    const result = lessonUpdateBodySchema.safeParse({ fileIds: [4, 5, 4] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fileIds.2']);
  });
});
