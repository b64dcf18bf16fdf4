/**
 * Katakana loanwords of map and web development, with the English word each
 * comes from. Japanese readers type either form ("マーカー" or "marker") and
 * write compounds without a break ("ヒートマップレイヤー"), which the word
 * segmenter cuts in the wrong places (ヒ|ー|ト|マップ|レ|イヤー). The table
 * gives the engine both: the parts of a compound, and the other form of a
 * word to search for as well.
 */
const PAIRS: readonly (readonly [katakana: string, english: string])[] = [
  ['アイコン', 'icon'],
  ['アトリビューション', 'attribution'],
  ['アニメーション', 'animation'],
  ['アクセス', 'access'],
  ['イベント', 'event'],
  ['イメージ', 'image'],
  ['インタラクション', 'interaction'],
  ['インストール', 'install'],
  ['エクスプレッション', 'expression'],
  ['オプション', 'option'],
  ['カメラ', 'camera'],
  ['キャンバス', 'canvas'],
  ['クラスター', 'cluster'],
  ['クラスタ', 'cluster'],
  ['グラデーション', 'gradient'],
  ['グローブ', 'globe'],
  ['コントロール', 'control'],
  ['コンテナ', 'container'],
  ['ジオコーダー', 'geocoder'],
  ['ジオコーディング', 'geocoding'],
  ['シンボル', 'symbol'],
  ['ズーム', 'zoom'],
  ['スタイル', 'style'],
  ['スプライト', 'sprite'],
  ['ソース', 'source'],
  ['タイル', 'tile'],
  ['タイルセット', 'tileset'],
  ['テキスト', 'text'],
  ['テレイン', 'terrain'],
  ['データ', 'data'],
  ['トークン', 'token'],
  ['ドラッグ', 'drag'],
  ['ナビゲーション', 'navigation'],
  ['ヒートマップ', 'heatmap'],
  ['ビデオ', 'video'],
  ['ピッチ', 'pitch'],
  ['フィーチャー', 'feature'],
  ['フィルター', 'filter'],
  ['フォグ', 'fog'],
  ['フォント', 'font'],
  ['フルスクリーン', 'fullscreen'],
  ['プラグイン', 'plugin'],
  ['プロジェクション', 'projection'],
  ['ベアリング', 'bearing'],
  ['ベクター', 'vector'],
  ['ベクトル', 'vector'],
  ['ポイント', 'point'],
  ['ポップアップ', 'popup'],
  ['ポリゴン', 'polygon'],
  ['マーカー', 'marker'],
  ['マップ', 'map'],
  ['ラスター', 'raster'],
  ['ライン', 'line'],
  ['ラベル', 'label'],
  ['レイヤー', 'layer'],
  ['ヒルシェード', 'hillshade'],
  ['モデル', 'model'],
  ['ビルディング', 'building'],
  ['ビル', 'building'],
  ['ルート', 'route'],
  ['ワールド', 'world'],
  ['スクロール', 'scroll'],
  ['ジェスチャー', 'gesture'],
  ['ハンドラー', 'handler'],
  ['プロパティ', 'property'],
  ['メソッド', 'method'],
  ['レンダリング', 'rendering'],
  ['ホバー', 'hover'],
  ['クリック', 'click'],
  ['キーボード', 'keyboard'],
  ['マウス', 'mouse'],
  ['タッチ', 'touch'],
  ['ライト', 'light'],
  ['ダーク', 'dark'],
  ['サテライト', 'satellite'],
  ['ストリート', 'street'],
  ['アウトドア', 'outdoors'],
  ['カスタム', 'custom'],
  ['ジオメトリ', 'geometry'],
  ['バウンディングボックス', 'bbox'],
  ['エラー', 'error'],
];

const ENGLISH_OF = new Map<string, string>();
const KATAKANA_OF = new Map<string, string[]>();
for (const [katakana, english] of PAIRS) {
  ENGLISH_OF.set(katakana, english);
  KATAKANA_OF.set(english, [...(KATAKANA_OF.get(english) ?? []), katakana]);
}
/** Longest first, so a compound takes タイルセット before タイル. */
const BY_LENGTH = [...ENGLISH_OF.keys()].sort((a, b) => b.length - a.length);

/** A run of katakana (with the long-vowel mark and middle dot), as one word. */
export const KATAKANA_RUN = /^[\p{Script=Katakana}\u30fc\u30fb]+$/u;

/**
 * The known loanwords a katakana compound is made of, with their offsets in
 * it; empty unless it has more than one part.
 */
export function loanwordParts(word: string): {start: number; end: number}[] {
  const parts: {start: number; end: number}[] = [];
  let position = 0;
  while (position < word.length) {
    const known = BY_LENGTH.find((candidate) => word.startsWith(candidate, position));
    if (known) {
      parts.push({start: position, end: position + known.length});
      position += known.length;
    } else {
      position += 1;
    }
  }
  return parts.length > 1 || (parts.length === 1 && parts[0]!.end - parts[0]!.start < word.length)
    ? parts
    : [];
}

/** The other form of a word: the English of a loanword, or its katakana. */
export function loanwordTranslations(term: string): string[] {
  const english = ENGLISH_OF.get(term);
  if (english) {
    return [english];
  }
  return KATAKANA_OF.get(term) ?? [];
}
