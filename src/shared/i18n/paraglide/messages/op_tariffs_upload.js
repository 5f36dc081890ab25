/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Tariffs_UploadInputs */

const en_op_tariffs_upload = /** @type {(inputs: Op_Tariffs_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload maritime tariff files`)
};

const es_op_tariffs_upload = /** @type {(inputs: Op_Tariffs_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir ficheros de tarifas marítimas`)
};

const en_xa2_op_tariffs_upload = /** @type {(inputs: Op_Tariffs_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð ɱáŕíţíɱé ţáŕíƒƒ ƒíļéš ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Upload maritime tariff files" |
*
* @param {Op_Tariffs_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tariffs_upload = /** @type {((inputs?: Op_Tariffs_UploadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tariffs_UploadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_tariffs_upload(inputs)
	if (locale === "en-XA") return en_xa2_op_tariffs_upload(inputs)
	return en_op_tariffs_upload(inputs)
});