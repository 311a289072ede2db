// Names the generator gives its rows: districts in titles, members' names, sectors and parties.
export const DISTRICTS = [
  '东城区',
  '西城区',
  '南湖区',
  '北山区',
  '高新区',
  '经开区',
  '滨江新区',
  '临港片区',
  '城关镇',
  '青山街道',
];
export const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢';
export const GIVEN = [
  '建国',
  '晓燕',
  '志强',
  '丽华',
  '海涛',
  '秀英',
  '文博',
  '静怡',
  '国庆',
  '春梅',
  '立新',
  '雪松',
  '明轩',
  '慧敏',
];
export const SECTORS = [
  '经济界',
  '教育界',
  '医药卫生界',
  '科技界',
  '文化艺术界',
  '农业界',
  '社会福利和社会保障界',
];
export const PARTIES = [
  '中国共产党',
  '民革',
  '民盟',
  '民建',
  '民进',
  '农工党',
  '致公党',
  '九三学社',
  '无党派人士',
];
