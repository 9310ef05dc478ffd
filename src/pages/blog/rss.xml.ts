// The feed under the blog too (/blog/rss.xml), for readers that look for it there.
export { GET } from '../rss.xml';
