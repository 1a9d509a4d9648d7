import { useT } from '../../i18n/use-t.ts';
import { GripVertical } from 'lucide-react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { GalleryCard, GalleryList, type CardProps, type GalleryListProps } from './gallery-card.tsx';

function SortableCard(props: CardProps) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.item.key, disabled: props.isBusy });
  return (
    <GalleryCard
      {...props}
      ref={setNodeRef}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
      }}
      isDragging={isDragging}
      handle={
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="icon-button gallery-card__handle"
          aria-label={t('submit.gallery.dragHandle', { n: props.index + 1, name: props.item.name })}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" size={18} />
        </button>
      }
    />
  );
}

/**
 * The gallery with drag-and-drop reordering (dnd-kit): by pointer, and by keyboard on each photo's
 * handle (Space picks up, arrow keys move, Space drops, Escape cancels), announced to screen readers.
 * Loaded lazily: the form works with the plain list and its move buttons until this arrives.
 */
export default function SortableGallery(props: GalleryListProps) {
  const { items, onMove } = props;
  const t = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => items.find((i) => i.key === id)?.name ?? '';
  const positionOf = (id: string | number | undefined) => items.findIndex((i) => i.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('submit.gallery.dragStart', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('submit.gallery.movedTo', {
            name: nameOf(active.id),
            n: positionOf(over.id),
            total: items.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('submit.gallery.dragEnd', { name: nameOf(active.id), n: positionOf(over?.id ?? active.id) }),
    onDragCancel: () => t('submit.gallery.dragCancel'),
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(positionOf(active.id) - 1, positionOf(over.id) - 1);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('submit.gallery.reorderHint') },
      }}
    >
      <SortableContext items={items.map((i) => i.key)} strategy={rectSortingStrategy}>
        <GalleryList {...props} Card={SortableCard} />
      </SortableContext>
    </DndContext>
  );
}
