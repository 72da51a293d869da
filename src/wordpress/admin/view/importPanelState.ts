import type { ImportStatus } from '../core/importStatus'

/** The request the panel has in flight, or the last one's refusal. */
export type PanelRequest =
  | { kind: 'idle' }
  | { kind: 'uploading'; loaded: number; total: number }
  | { kind: 'starting' }
  | { kind: 'refused'; message: string }

/** The panel: the upload form, or a run (analysing, ready to confirm, running, done, failed). */
export type PanelState = { screen: 'form' | 'run'; run: ImportStatus | null; request: PanelRequest }

export type PanelAction =
  | { type: 'uploadProgress'; loaded: number; total: number }
  | { type: 'startRequested' }
  | { type: 'runReceived'; run: ImportStatus }
  | { type: 'requestRefused'; message: string }
  | { type: 'newImport' }

/** Opens on the latest run when there is one (a reload finds a running import again). */
export const initialPanelState = (run: ImportStatus | null): PanelState => ({
  screen: run ? 'run' : 'form',
  run,
  request: { kind: 'idle' },
})

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'uploadProgress':
      return { ...state, request: { kind: 'uploading', loaded: action.loaded, total: action.total } }
    case 'startRequested':
      return { ...state, request: { kind: 'starting' } }
    case 'runReceived':
      // A poll that answers late must not take the admin back from the form they chose to see.
      if (state.screen === 'form' && state.request.kind !== 'uploading') return state
      return { screen: 'run', run: action.run, request: { kind: 'idle' } }
    case 'requestRefused':
      return { ...state, request: { kind: 'refused', message: action.message } }
    case 'newImport':
      return { screen: 'form', run: state.run, request: { kind: 'idle' } }
  }
}
