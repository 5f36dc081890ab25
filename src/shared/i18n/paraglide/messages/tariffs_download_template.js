/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Download_TemplateInputs */

const en_tariffs_download_template = /** @type {(inputs: Tariffs_Download_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download a CSV template`)
};

const es_tariffs_download_template = /** @type {(inputs: Tariffs_Download_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar una plantilla CSV`)
};

const en_xa2_tariffs_download_template = /** @type {(inputs: Tariffs_Download_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóŵñļóáð á ÇŠṼ ţéɱþļáţé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Download a CSV template" |
*
* @param {Tariffs_Download_TemplateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_download_template = /** @type {((inputs?: Tariffs_Download_TemplateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Download_TemplateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_download_template(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_download_template(inputs)
	return en_tariffs_download_template(inputs)
});