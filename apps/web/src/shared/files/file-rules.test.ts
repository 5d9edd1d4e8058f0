import { describe, expect, it } from 'vitest';
import { attachmentProblem, imageProblem } from './file-rules';

describe('file rules (spec §5)', () => {
  it('lets only the listed attachment extensions through, in any letter case', () => {
    expect(attachmentProblem({ name: 'Конспект.PDF', size: 10 })).toBeNull();
    expect(attachmentProblem({ name: 'slides.key', size: 10 })).toBeNull();
    expect(attachmentProblem({ name: 'setup.exe', size: 10 })).toMatch(/^Такой файл нельзя прикрепить/);
    expect(attachmentProblem({ name: 'README', size: 10 })).toMatch(/^Такой файл нельзя прикрепить/);
    expect(attachmentProblem({ name: 'big.mp3', size: 60 * 1024 * 1024 })).toBe(
      'Файл слишком большой: не более 50 МБ',
    );
  });

  it('takes images only, up to 1,000,000 bytes', () => {
    expect(imageProblem({ type: 'image/png', size: 1_000_000 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 1_000_001 })).toBe('Файл слишком большой: не более 1 МБ');
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('Можно загрузить только изображение');
  });
});
