import { reactWidget } from '../../toolkit/react-widget';
import { ReviewForm, readReviewForm } from './ReviewForm';

export const widget = reactWidget({ options: {}, read: readReviewForm, component: ReviewForm });
