/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_App_Only_Web_LinksInputs */

const en_main_app_only_web_links = /** @type {(inputs: Main_App_Only_Web_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only web links (http or https) can be opened.`)
};

const es_main_app_only_web_links = /** @type {(inputs: Main_App_Only_Web_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se pueden abrir enlaces web (http o https).`)
};

const en_xa2_main_app_only_web_links = /** @type {(inputs: Main_App_Only_Web_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý ŵéƀ ļíñķš (ĥţţþ óŕ ĥţţþš) çáñ ƀé óþéñéð. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Only web links (http or https) can be opened." |
*
* @param {Main_App_Only_Web_LinksInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_app_only_web_links = /** @type {((inputs?: Main_App_Only_Web_LinksInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_App_Only_Web_LinksInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_app_only_web_links(inputs)
	if (locale === "en-XA") return en_xa2_main_app_only_web_links(inputs)
	return en_main_app_only_web_links(inputs)
});