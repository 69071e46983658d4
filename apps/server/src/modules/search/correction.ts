/**
 * When a mistyped run of Chinese may be read as a catalogue name. A correction must never change
 * the drug: a character of the active ingredient may only be replaced by one that sounds the same
 * (布落芬 → 布洛芬, 奥斯他韦 → 奥司他韦: typed by pinyin), while a character of the dosage form may
 * be any (阿莫西林胶襄 → 阿莫西林胶囊). 氟哌酸 is not 氟哌噻吨: 酸 and 噻 neither sound alike nor
 * are a form.
 */
import { pinyin } from 'pinyin-pro';

/**
 * The dosage form at the end of a name (缓释胶囊, 口服溶液, 乳膏), with a trailing (Ⅱ): the words
 * of forms and their release, never an ingredient's.
 */
const FORM_SUFFIX =
  /(?:肠溶|缓释|控释|分散|泡腾|咀嚼|含|软|干|混悬|口服|滴眼|滴耳|滴鼻|滴|喷雾|气雾|吸入|凝胶|乳胶|乳|片|胶囊|颗粒|丸|散|膏|霜|贴|栓|剂|溶液|液|糖浆|露|酊|洗)+(?:[(（][^)）]*[)）])?$/u;

/** Every reading of a character without tones (重: zhong, chong). */
const readings = (c: string): string[] => pinyin(c, { toneType: 'none', type: 'array', multiple: true });

const soundsAlike = (a: string, b: string): boolean => {
  const ra = readings(a);
  return readings(b).some((r) => ra.includes(r));
};

/** How the typed characters line up with a window of the name: exact, by sound, or neither. */
interface Alignment {
  offset: number;
  same: number;
  alike: number;
}

function bestAlignment(name: string[], typed: string[]): Alignment | undefined {
  let best: Alignment | undefined;
  for (let offset = 0; offset + typed.length <= name.length; offset++) {
    let same = 0;
    let alike = 0;
    typed.forEach((c, i) => {
      if (name[offset + i] === c) same++;
      else if (soundsAlike(name[offset + i], c)) alike++;
    });
    if (!best || same + alike > best.same + best.alike || (same + alike === best.same + best.alike && same > best.same))
      best = { offset, same, alike };
  }
  return best;
}

/**
 * The part of `name` the typed run means (布洛芬缓释胶囊 for 布落芬 → 布洛芬), or undefined when
 * reading it so would change the ingredient: a character that differs and does not sound the same,
 * outside the name's dosage form; or no character typed right unless every one sounds right (步洛分).
 */
export function safeCorrection(name: string, typed: string): string | undefined {
  const n = [...name];
  const t = [...typed];
  const at = bestAlignment(n, t);
  if (!at || (at.same === 0 && at.alike < t.length)) return undefined;
  const formStart = n.length - [...(FORM_SUFFIX.exec(name)?.[0] ?? '')].length;
  const ok = t.every((c, i) => {
    const j = at.offset + i;
    return n[j] === c || soundsAlike(n[j], c) || j >= formStart;
  });
  return ok ? n.slice(at.offset, at.offset + t.length).join('') : undefined;
}
