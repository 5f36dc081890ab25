/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failure_Not_Found_ChangedInputs */

const en_failure_not_found_changed = /** @type {(inputs: Failure_Not_Found_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was changed: what you acted on may be gone or out of date, so reload it before anything else.`)
};

const es_failure_not_found_changed = /** @type {(inputs: Failure_Not_Found_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cambió nada: puede que lo que usó ya no exista o esté desactualizado; vuelva a cargarlo antes de nada.`)
};

const en_xa2_failure_not_found_changed = /** @type {(inputs: Failure_Not_Found_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš çĥáñĝéð: ŵĥáţ ýóú áçţéð óñ ɱáý ƀé ĝóñé óŕ óúţ óƒ ðáţé, šó ŕéļóáð íţ ƀéƒóŕé áñýţĥíñĝ éļšé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Nothing was changed: what you acted on may be gone or out of date, so reload it before anything else." |
*
* @param {Failure_Not_Found_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found_changed = /** @type {((inputs?: Failure_Not_Found_ChangedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_Found_ChangedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_not_found_changed(inputs)
	if (locale === "en-XA") return en_xa2_failure_not_found_changed(inputs)
	return en_failure_not_found_changed(inputs)
});