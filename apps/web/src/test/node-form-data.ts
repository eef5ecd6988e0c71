// eslint-disable-next-line no-restricted-imports -- the test set-up runs in Node and mends its globals
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * One Blob, File and FormData in the tests, Node's, as a browser has one of each. Node's fetch
 * (undici) checks the files of a multipart body it parses against its own File class but makes them
 * with whatever `File` the global scope holds, jsdom's here: since Node 22 every upload a test
 * intercepts (`request.formData()` in a handler) failed that check. A form element given to
 * FormData (React's form actions do) is read by jsdom's FormData, whose entries are copied.
 */
export async function installNodeBlobsAndForms() {
  const JsdomFormData = globalThis.FormData;
  const urlEncoded = { 'content-type': 'application/x-www-form-urlencoded' };
  const NodeFormData = (await new Response('', { headers: urlEncoded }).formData()).constructor as typeof FormData;

  class FormDataOfNode extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      if (!form) return;
      new JsdomFormData(form, submitter).forEach((value, name) => {
        // a file input left empty gives jsdom's own (empty) File
        const entry = typeof value === 'string' || value instanceof NodeBlob ? value : new NodeFile([], value.name);
        this.append(name, entry as string | Blob);
      });
    }
  }
  Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: FormDataOfNode });
}
