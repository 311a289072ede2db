/** The e-commerce app's validation and error messages, spread into the shared catalogue (messages.ts). */
export const shopMessages = {
  'zh-CN': {
    'shop.productNotFound': '商品不存在',
    'shop.orderNotFound': '订单不存在',
    'shop.number': '请输入数字',
    'shop.wholeNumber': '请输入整数',
    'shop.notNegative': '不能小于 0',
    'shop.tooLarge': '数值过大',
    'shop.handle': '地址名只能包含小写字母、数字和连字符',
    'shop.featuredImage': '主图须是该商品的图片之一',
    'shop.status': '请选择有效的订单状态',
    'shop.imageType': '图片须为 PNG、JPG、GIF 或 WebP 格式',
    'shop.imageTooLarge': '图片不能超过 {{max}} MB',
  },
  en: {
    'shop.productNotFound': 'This product does not exist.',
    'shop.orderNotFound': 'This order does not exist.',
    'shop.number': 'Enter a number.',
    'shop.wholeNumber': 'Enter a whole number.',
    'shop.notNegative': 'May not be below 0.',
    'shop.tooLarge': 'The number is too large.',
    'shop.handle': 'The address name may hold only lowercase letters, digits and hyphens.',
    'shop.featuredImage': 'The featured image must be one of the product’s images.',
    'shop.status': 'Choose a valid order status.',
    'shop.imageType': 'The picture must be a PNG, JPG, GIF or WebP image.',
    'shop.imageTooLarge': 'The picture may be at most {{max}} MB.',
  },
} as const;
