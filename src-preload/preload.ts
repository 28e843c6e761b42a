// Runs in the sandboxed preload of the Electron window and gives the renderer exactly one thing: the
// `InterlockBridge` as `window.interlock`. No Node or Electron object crosses into the page.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type {
  InterlockBridge,
  InvokeChannel,
  InvokeRequest,
  InvokeResponse,
  InvokeResult,
  PushedEvent,
} from '../src-shared/contract.ts';
import { IPC_EVENT, IPC_INVOKE } from '../src-shared/ipc-channels.ts';

const bridge: InterlockBridge = {
  async invoke<C extends InvokeChannel>(channel: C, request: InvokeRequest<C>): Promise<InvokeResponse<C>> {
    const result = (await ipcRenderer.invoke(IPC_INVOKE, channel, request)) as InvokeResult<C>;
    if (result.ok) return result.value;
    throw new Error(result.error);
  },
  subscribe(listener: (event: PushedEvent) => void): () => void {
    const forward = (_sender: IpcRendererEvent, event: PushedEvent) => listener(event);
    ipcRenderer.on(IPC_EVENT, forward);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT, forward);
    };
  },
};

contextBridge.exposeInMainWorld('interlock', bridge);
