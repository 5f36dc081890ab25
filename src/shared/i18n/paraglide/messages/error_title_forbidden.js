/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_ForbiddenInputs */

const en_error_title_forbidden = /** @type {(inputs: Error_Title_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This profile is not allowed to do that`)
};

const es_error_title_forbidden = /** @type {(inputs: Error_Title_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este perfil no tiene permiso para hacer eso`)
};

const en_xa2_error_title_forbidden = /** @type {(inputs: Error_Title_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þŕóƒíļé íš ñóţ áļļóŵéð ţó ðó ţĥáţ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "This profile is not allowed to do that" |
*
* @param {Error_Title_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_forbidden = /** @type {((inputs?: Error_Title_ForbiddenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_ForbiddenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_forbidden(inputs)
	if (locale === "en-XA") return en_xa2_error_title_forbidden(inputs)
	return en_error_title_forbidden(inputs)
});