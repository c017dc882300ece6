import { toCreateBody, toUpdateBody } from './service';

const VALUES = {
  username: ' sari ',
  type: '2',
  status: 1,
  productTypes: [1],
  password: 'long-enough',
  company: undefined,
};

describe('Dashboard User request bodies', () => {
  it('send the label maker of a user (issue 15), null when none is chosen', () => {
    expect(toCreateBody({ ...VALUES, labelMaker: 12 })).toEqual({
      username: 'sari',
      role: 2,
      status: 1,
      product_category: [1],
      label_maker_id: 12,
      password: 'long-enough',
    });
    expect(toUpdateBody({ ...VALUES, labelMaker: 12 })).toEqual({
      role: 2,
      status: 1,
      product_category: [1],
      label_maker_id: 12,
    });
    // A cleared select: the user belongs to no label maker any more.
    expect(toUpdateBody({ ...VALUES, labelMaker: undefined }).label_maker_id).toBeNull();
    expect(toCreateBody(VALUES).label_maker_id).toBeNull();
  });
});
