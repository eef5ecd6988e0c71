import { AdminLayout } from '@/components/layouts/admin-layout';

export default AdminLayout;
