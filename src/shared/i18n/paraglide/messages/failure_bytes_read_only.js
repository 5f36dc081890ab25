/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failure_Bytes_Read_OnlyInputs */

const en_failure_bytes_read_only = /** @type {(inputs: Failure_Bytes_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`only a read without a body is fetched as bytes`)
};

const es_failure_bytes_read_only = /** @type {(inputs: Failure_Bytes_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`solo una lectura sin cuerpo se descarga como bytes`)
};

const en_xa2_failure_bytes_read_only = /** @type {(inputs: Failure_Bytes_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[óñļý á ŕéáð ŵíţĥóúţ á ƀóðý íš ƒéţçĥéð áš ƀýţéš ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "only a read without a body is fetched as bytes" |
*
* @param {Failure_Bytes_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_bytes_read_only = /** @type {((inputs?: Failure_Bytes_Read_OnlyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Bytes_Read_OnlyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_bytes_read_only(inputs)
	if (locale === "en-XA") return en_xa2_failure_bytes_read_only(inputs)
	return en_failure_bytes_read_only(inputs)
});