import { circleContentMax, circleImagesMax } from '@vce/contract/live-circle';
import { Button, Checkbox, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { EmojiPicker } from '../../../shared/emoji/emoji-picker';
import { useSymbolList } from '../../../shared/market/get-symbol-list';
import { toast } from '../../../shared/ui/feedback';
import { ImageUploadButton } from '../../../shared/uploads/image-upload-button';
import { usePublishCirclePost } from '../api/circle';

/** A teacher's box: a view or a live trading note, the products it is about, for everyone or the VIP circle. */
export function CircleComposer() {
  const [content, setContent] = useState('');
  const [kind, setKind] = useState<'note' | 'trade'>('note');
  const [symbols, setSymbols] = useState<string[]>([]);
  const [membersOnly, setMembersOnly] = useState(false);
  const [images, setImages] = useState<string[]>([]);
  const publish = usePublishCirclePost();
  const { data: exchanges = [] } = useSymbolList();
  const options = exchanges.flatMap((exchange) =>
    exchange.list.map((item) => ({ value: item.symbol, label: `${item.name} ${item.symbol.toUpperCase()}` })),
  );
  const submit = () =>
    publish.mutate(
      { kind, content, symbols, images, members_only: membersOnly },
      {
        onSuccess: () => {
          setContent('');
          setSymbols([]);
          setImages([]);
          void toast.success('已发布，关注你的期友会收到通知');
        },
      },
    );
  return (
    <div className="circle-composer" data-testid="circle-composer">
      <Input.TextArea
        value={content}
        maxLength={circleContentMax}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        onChange={(event) => setContent(event.target.value)}
        placeholder="分享观点或实盘动态（请勿承诺收益）"
        aria-label="动态内容"
      />
      {images.length > 0 && (
        <div className="circle-images">
          {images.map((src) => (
            <button
              key={src}
              type="button"
              className="circle-image-remove"
              aria-label="移除图片"
              onClick={() => setImages(images.filter((image) => image !== src))}
            >
              <img src={src} alt="" width={80} height={80} />
            </button>
          ))}
        </div>
      )}
      <div className="circle-composer-actions">
        <EmojiPicker onPick={(name) => setContent((current) => current + name)} />
        <ImageUploadButton
          canAdd={() => images.length < circleImagesMax || (void toast.error(`最多${circleImagesMax}张图片`), false)}
          onUploaded={(url) => setImages((current) => [...current, url])}
        />
        <Radio.Group
          value={kind}
          onChange={(event) => setKind(event.target.value)}
          options={[
            { value: 'note', label: '观点' },
            { value: 'trade', label: '实盘' },
          ]}
          optionType="button"
          size="small"
        />
        <Select
          mode="multiple"
          maxCount={5}
          value={symbols}
          onChange={setSymbols}
          options={options}
          optionFilterProp="label"
          placeholder="关联品种"
          aria-label="关联品种"
          style={{ minWidth: 200 }}
        />
        <Checkbox checked={membersOnly} onChange={(event) => setMembersOnly(event.target.checked)}>
          仅VIP可见
        </Checkbox>
        <Button type="primary" loading={publish.isPending} onClick={submit}>
          发布
        </Button>
      </div>
    </div>
  );
}
