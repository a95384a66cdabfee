import { dataset, date, num, str } from '../helpers/dataset.js';

/**
 * Six rows for hand-worked chat answers. Roles: day time, region dimension, sales an additive
 * measure (sum), temp a non-additive one (mean). 2015-01-05 is a Monday.
 */
export const sales = dataset(
  date('day', ['2015-01-05', '2015-01-20', '2015-07-04', '2016-07-10', '2016-12-31', '2016-12-31']),
  str('region', ['North', 'South', 'North', '', 'South', 'North']),
  num('sales', [10, 20, 30, 40, null, 50]),
  num('temp', [1.5, -2, 3, 4, 5, 6]),
);
