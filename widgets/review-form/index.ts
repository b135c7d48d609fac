import { reactWidget } from '../../toolkit/react/react-widget';
import { ReviewForm, readReviewForm } from './ReviewForm';

export const widget = reactWidget({ options: {}, read: readReviewForm, component: ReviewForm });
