import { SAMPLE_INVOICE_ID } from '@cppcc/contracts';
import type { LocalizedInvoice } from '../modules/content/invoices';

/** The seed's sample invoice (seed 001 §9: subtotal 8445, tax 675.60, discount 120.60, total 9000). */
const amounts = {
  services: [
    { id: '1', unitPrice: '12.00', quantity: 240, total: '2880.00' },
    { id: '2', unitPrice: '10.50', quantity: 350, total: '3675.00' },
    { id: '3', unitPrice: '4.00', quantity: 50, total: '200.00' },
    { id: '4', unitPrice: '6.50', quantity: 260, total: '1690.00' },
  ],
  subtotal: '8445.00',
  tax: '675.60',
  discount: '120.60',
  total: '9000.00',
};
const common = {
  id: SAMPLE_INVOICE_ID,
  number: 'ZXTA-2026-0017',
  date: '2026-07-20',
  dueDate: '2026-08-19',
};
const texts = (index: number, title: string, detail: string, unit: string) => ({
  ...amounts.services[index]!,
  title,
  detail,
  unit,
});

export const SAMPLE_INVOICE: LocalizedInvoice = {
  'zh-CN': {
    ...common,
    ...amounts,
    from: {
      title: '数智政务软件有限公司',
      address: '滨江区江南大道 1888 号 5 楼',
      phone: '0571-8666 1234',
      email: 'billing@zhengwu-soft.example.cn',
      website: 'www.zhengwu-soft.example.cn',
    },
    client: {
      title: '市政协办公厅',
      address: '市民中心 C 座 9 楼',
      phone: '0571-8702 0000',
      email: 'bgt@cppcc.example.cn',
    },
    services: [
      texts(0, '需求调研与原型设计', '提案、联名、交办、答复与评价流程的调研和界面原型', '小时'),
      texts(1, '系统开发', '提案管理系统的网页端与服务端开发', '小时'),
      texts(2, '测试', '自动化测试与上线前的验收测试', '小时'),
      texts(3, '文档与培训', '委员、承办单位和工作人员的使用手册与培训', '小时'),
    ],
  },
  en: {
    ...common,
    ...amounts,
    from: {
      title: 'Digital Governance Software Co., Ltd.',
      address: '5F, 1888 Jiangnan Avenue, Binjiang District',
      phone: '+86 571 8666 1234',
      email: 'billing@zhengwu-soft.example.cn',
      website: 'www.zhengwu-soft.example.cn',
    },
    client: {
      title: 'General Office of the City CPPCC Committee',
      address: '9F, Block C, Citizen Centre',
      phone: '+86 571 8702 0000',
      email: 'bgt@cppcc.example.cn',
    },
    services: [
      texts(
        0,
        'Research & prototype design',
        'The proposal, co-signing, assignment, reply and evaluation flows, researched and prototyped',
        'Hour',
      ),
      texts(1, 'Development', 'The proposal system’s web app and server', 'Hour'),
      texts(2, 'Testing', 'Automated tests and acceptance testing before launch', 'Hour'),
      texts(
        3,
        'Documentation & training',
        'Manuals and training for members, handling units and staff',
        'Hour',
      ),
    ],
  },
};
