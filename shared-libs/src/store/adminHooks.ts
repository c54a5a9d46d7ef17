import { useDispatch, useSelector } from 'react-redux';
import type { AdminDispatch, AdminState } from '@vitrin/shared-libs/store/adminStore';

export const useAdminDispatch = useDispatch.withTypes<AdminDispatch>();
export const useAdminSelector = useSelector.withTypes<AdminState>();
