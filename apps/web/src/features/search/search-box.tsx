import { SearchOutlined } from '@ant-design/icons';
import type { SearchKind } from '@vce/contract/search';
import { searchKeywordMax } from '@vce/contract/search';
import { AutoComplete, type AutoCompleteProps, Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRecentSearches, useSuggestions } from './api/search';
import { kindNames } from './search-kinds';

/** Suggestions are asked this long after the last keystroke (the answer comes within the 100 ms budget). */
const SUGGEST_DELAY_MS = 60;

function useSettled(value: string, delayMs: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The search box: suggestions while typing (a product or a title opens it), the recent searches
 * when empty (clearable), and Enter or 搜索 to search what was typed.
 */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch(keyword: string): void }) {
  const [text, setText] = useState(initial);
  // Suggestions follow typing: the keyword the page opened with has its results below already.
  const [hasTyped, setHasTyped] = useState(false);
  const navigate = useNavigate();
  const recent = useRecentSearches();
  const typed = useSettled(text.trim(), SUGGEST_DELAY_MS);
  const suggestions = useSuggestions(hasTyped ? typed : '');
  const search = (keyword: string) => {
    const trimmed = keyword.trim();
    if (!trimmed) return;
    setText(trimmed);
    recent.remember(trimmed);
    onSearch(trimmed);
  };

  const suggested = typed ? (suggestions.data?.list ?? []) : [];
  const suggestionOptions: AutoCompleteProps['options'] = suggested.map((item, index) => ({
    value: `suggest:${index}`,
    label: (
      <span className="search-suggestion">
        <span className="search-suggestion-kind">{kindNames[item.kind as SearchKind]}</span>
        {item.text}
      </span>
    ),
  }));
  const recentOptions: AutoCompleteProps['options'] = text.trim()
    ? []
    : [
        {
          label: (
            <span className="search-recent-head">
              最近搜索
              <Button type="link" size="small" onClick={recent.clear} disabled={recent.list.length === 0}>
                清空
              </Button>
            </span>
          ),
          options: recent.list.map((keyword) => ({ value: `recent:${keyword}`, label: keyword })),
        },
      ];

  return (
    <AutoComplete
      className="search-box"
      value={text}
      options={!text.trim() && recent.list.length > 0 ? recentOptions : suggestionOptions}
      onChange={(value: string) => {
        if (value.startsWith('suggest:') || value.startsWith('recent:')) return;
        setText(value);
        setHasTyped(true);
      }}
      onSelect={(value: string) => {
        if (value.startsWith('recent:')) return search(value.slice('recent:'.length));
        const link = suggested[Number(value.slice('suggest:'.length))]?.link;
        if (link) void navigate(link);
      }}
    >
      <Input.Search
        size="large"
        placeholder="搜索品种、课程、帖子、研报、指标、期友"
        maxLength={searchKeywordMax}
        enterButton={
          <>
            <SearchOutlined /> 搜索
          </>
        }
        aria-label="搜索词"
        onSearch={(value) => search(value)}
      />
    </AutoComplete>
  );
}
