import { createFileRoute } from '@tanstack/react-router';
import { UploadScreen } from '../../screens/upload/UploadScreen.js';

export const Route = createFileRoute('/_shell/')({
  component: UploadScreen,
});
