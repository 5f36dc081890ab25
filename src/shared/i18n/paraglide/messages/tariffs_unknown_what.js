/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Unknown_WhatInputs */

const en_tariffs_unknown_what = /** @type {(inputs: Tariffs_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the tariff may or may not have been uploaded`)
};

const es_tariffs_unknown_what = /** @type {(inputs: Tariffs_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puede que la tarifa se haya subido o no`)
};

const en_xa2_tariffs_unknown_what = /** @type {(inputs: Tariffs_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ţáŕíƒƒ ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ úþļóáðéð ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the tariff may or may not have been uploaded" |
*
* @param {Tariffs_Unknown_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_unknown_what = /** @type {((inputs?: Tariffs_Unknown_WhatInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Unknown_WhatInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_unknown_what(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_unknown_what(inputs)
	return en_tariffs_unknown_what(inputs)
});