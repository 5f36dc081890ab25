/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Not_StoredInputs */

const en_profiles_not_stored = /** @type {(inputs: Profiles_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not stored: edit to add them`)
};

const es_profiles_not_stored = /** @type {(inputs: Profiles_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No guardadas: edite para añadirlas`)
};

const en_xa2_profiles_not_stored = /** @type {(inputs: Profiles_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šţóŕéð: éðíţ ţó áðð ţĥéɱ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Not stored: edit to add them" |
*
* @param {Profiles_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_not_stored = /** @type {((inputs?: Profiles_Not_StoredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Not_StoredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_not_stored(inputs)
	if (locale === "en-XA") return en_xa2_profiles_not_stored(inputs)
	return en_profiles_not_stored(inputs)
});