// Tests see an image import as its URL, like the bundler's asset modules.
export default 'asset.svg';
