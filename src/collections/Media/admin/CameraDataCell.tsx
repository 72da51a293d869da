import type { DefaultServerCellComponentProps } from 'payload'

/**
 * A camera-data cell of the library's list: the value, or nothing. Payload would write «Sin Cámara»
 * in every row of a photo without EXIF (a scan, a logo), burying the few that have it.
 */
export function CameraDataCell({ cellData }: DefaultServerCellComponentProps) {
  return <span>{typeof cellData === 'string' ? cellData : ''}</span>
}
