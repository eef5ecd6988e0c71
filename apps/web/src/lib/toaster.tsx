import { ToastContainer } from 'react-toastify';

// The notifier (./toast.ts) takes `toast` from this module too, so react-toastify and the container
// arrive in one chunk, loaded on the first notification.
export { toast } from 'react-toastify';

/** SPEC section 2 / 9: top-right, closes after 3000 ms. */
export default function Toaster({ rtl }: { rtl: boolean }) {
  return <ToastContainer position="top-right" autoClose={3000} rtl={rtl} newestOnTop />;
}
