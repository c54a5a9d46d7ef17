/**
 * A list the person reorders by dragging (pointer or touch), by keyboard (Space picks up the handle, arrows move,
 * Space drops, Escape cancels) or with the visible move-up / move-down buttons — the single-pointer alternative
 * WCAG 2.5.7 asks for. It only reports the new order; the caller saves it (see useQueueOrder).
 * shared-libs has no admin texts: every word comes in through `texts`.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { moveItem } from '@vitrin/shared-libs/utils/queue';

export interface SortableListTexts {
  /** Accessible name of the move-up button of the item called `label`. */
  moveUp: (label: string) => string;
  moveDown: (label: string) => string;
  /** Accessible name of the drag handle. */
  handle: (label: string) => string;
  /** Read to screen-reader users on the focused handle: how to move with the keyboard. */
  instructions: string;
  /** What a screen reader calls the handle's role (e.g. 'sıralanabilir'). */
  roleDescription: string;
  picked: (label: string, position: number, total: number) => string;
  movedTo: (label: string, position: number, total: number) => string;
  dropped: (label: string, position: number, total: number) => string;
  cancelled: (label: string) => string;
}

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => number;
  /** The item's name, used in the controls' accessible names and the announcements. */
  getLabel: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  onReorder: (next: T[]) => void;
  texts: SortableListTexts;
  /** Accessible name of the list. */
  label: string;
  /** While true (e.g. saving) nothing can be moved; the buttons keep their focus (aria-disabled). */
  disabled?: boolean;
  className?: string;
}

type Direction = 'up' | 'down';

export function SortableList<T>({
  items,
  getId,
  getLabel,
  renderItem,
  onReorder,
  texts,
  label,
  disabled = false,
  className = 'list-group',
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const total = ids.length;
  const position = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const labelOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => getId(candidate) === Number(id));
    return item === undefined ? String(id) : getLabel(item);
  };

  // After a button move the item's DOM node changes place; keep the focus on the control the person used.
  const [pendingFocus, setPendingFocus] = useState<{ id: number; direction: Direction } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!pendingFocus || !listRef.current) return;
    const row = listRef.current.querySelector<HTMLElement>(`[data-sortable-id="${pendingFocus.id}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${pendingFocus.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${pendingFocus.direction === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [pendingFocus, items]);

  const move = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const id = ids[index];
    if (id === undefined || to < 0 || to >= total) return;
    setPendingFocus({ id, direction });
    onReorder(moveItem(items, index, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveItem(items, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => texts.picked(labelOf(active.id), position(active.id), total),
    onDragOver: ({ active, over }) => (over ? texts.movedTo(labelOf(active.id), position(over.id), total) : undefined),
    onDragEnd: ({ active, over }) => (over ? texts.dropped(labelOf(active.id), position(over.id), total) : undefined),
    onDragCancel: ({ active }) => texts.cancelled(labelOf(active.id)),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol ref={listRef} className={className} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              itemLabel={getLabel(item)}
              texts={texts}
              disabled={disabled}
              first={index === 0}
              last={index === total - 1}
              onMove={(direction) => move(index, direction)}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  id: number;
  itemLabel: string;
  texts: SortableListTexts;
  disabled: boolean;
  first: boolean;
  last: boolean;
  onMove: (direction: Direction) => void;
  children: ReactNode;
}

function SortableRow({ id, itemLabel, texts, disabled, first, last, onMove, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: texts.roleDescription },
  });
  const style = {
    transform: CSS.Transform.toString(transform),
    transition,
    position: 'relative' as const,
    zIndex: isDragging ? 2 : undefined,
  };
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-sortable-id={id}
      className={`list-group-item d-flex align-items-center gap-2${isDragging ? ' shadow' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-sm btn-outline-secondary"
        style={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
        aria-label={texts.handle(itemLabel)}
        disabled={disabled}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="flex-grow-1 min-w-0">{children}</div>
      <div className="btn-group btn-group-sm" role="group" aria-label={itemLabel}>
        <MoveButton direction="up" label={texts.moveUp(itemLabel)} edge={first} busy={disabled} onMove={onMove} />
        <MoveButton direction="down" label={texts.moveDown(itemLabel)} edge={last} busy={disabled} onMove={onMove} />
      </div>
    </li>
  );
}

interface MoveButtonProps {
  direction: Direction;
  label: string;
  /** First item's up, last item's down: nothing to do, really disabled. */
  edge: boolean;
  /** Saving: the button keeps its focus but does nothing. */
  busy: boolean;
  onMove: (direction: Direction) => void;
}

function MoveButton({ direction, label, edge, busy, onMove }: MoveButtonProps) {
  return (
    <button
      type="button"
      className="btn btn-outline-secondary"
      data-move={direction}
      aria-label={label}
      title={label}
      disabled={edge}
      aria-disabled={busy || undefined}
      onClick={() => !busy && onMove(direction)}
    >
      <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
    </button>
  );
}
