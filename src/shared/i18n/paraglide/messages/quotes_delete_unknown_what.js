/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Delete_Unknown_WhatInputs */

const en_quotes_delete_unknown_what = /** @type {(inputs: Quotes_Delete_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the quote may or may not have been deleted`)
};

const es_quotes_delete_unknown_what = /** @type {(inputs: Quotes_Delete_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puede que la cotización se haya borrado o no`)
};

const en_xa2_quotes_delete_unknown_what = /** @type {(inputs: Quotes_Delete_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ǫúóţé ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ ðéļéţéð ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "the quote may or may not have been deleted" |
*
* @param {Quotes_Delete_Unknown_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_unknown_what = /** @type {((inputs?: Quotes_Delete_Unknown_WhatInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Delete_Unknown_WhatInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_delete_unknown_what(inputs)
	if (locale === "en-XA") return en_xa2_quotes_delete_unknown_what(inputs)
	return en_quotes_delete_unknown_what(inputs)
});