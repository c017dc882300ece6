// antd's pickers are built on dayjs; the product's date library is moment, so
// the range picker is generated for moment (antd's documented way to swap the
// date library) and values stay moment objects end to end.
import { DatePicker } from 'antd';
import momentGenerateConfig from '@rc-component/picker/generate/moment';
import type { Moment } from 'moment';

const MomentDatePicker = DatePicker.generatePicker<Moment>(momentGenerateConfig);

export const MomentRangePicker = MomentDatePicker.RangePicker;
export default MomentDatePicker;
