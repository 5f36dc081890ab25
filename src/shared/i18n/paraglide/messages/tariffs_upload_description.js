/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Upload_DescriptionInputs */

const en_tariffs_upload_description = /** @type {(inputs: Tariffs_Upload_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff files for a carrier contract. CSV files are read into rates and costs; PDF, XLSX and other files are stored as they are.`)
};

const es_tariffs_upload_description = /** @type {(inputs: Tariffs_Upload_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos de tarifa de un contrato con un transportista. Los CSV se leen como precios y costes; los PDF, XLSX y demás se guardan tal cual.`)
};

const en_xa2_tariffs_upload_description = /** @type {(inputs: Tariffs_Upload_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ ƒíļéš ƒóŕ á çáŕŕíéŕ çóñţŕáçţ. ÇŠṼ ƒíļéš áŕé ŕéáð íñţó ŕáţéš áñð çóšţš; ÞÐƑ, ẊĻŠẊ áñð óţĥéŕ ƒíļéš áŕé šţóŕéð áš ţĥéý áŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Tariff files for a carrier contract. CSV files are read into rates and costs; PDF, XLSX and other files are stored as they are." |
*
* @param {Tariffs_Upload_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_upload_description = /** @type {((inputs?: Tariffs_Upload_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Upload_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_upload_description(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_upload_description(inputs)
	return en_tariffs_upload_description(inputs)
});