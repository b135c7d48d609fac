<?php
/**
 * Plugin Name:       WP Widget Bundle
 * Description:       Replaces the Limitless theme's jQuery plugins (and WooCommerce's, Contact Form 7's and WordPress's comment reply script) with isolated widgets on the same markup and AJAX contract.
 * Version:           0.1.0
 * Requires at least: 5.9
 * Requires PHP:      7.4
 * Author:            WP Widget Bundle contributors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       wp-widget-bundle
 *
 * @package WpWidgetBundle
 */

defined( 'ABSPATH' ) || exit;

/**
 * The build a page gets: 'preact' (preact/compat, the small one, the default) or 'react' (React 19).
 *
 * @return string
 */
function wp_widget_bundle_flavour() {
	/**
	 * Filters the flavour of the bundle: 'preact' (default) or 'react'.
	 *
	 * @param string $flavour The flavour.
	 */
	$flavour = apply_filters( 'wp_widget_bundle_flavour', 'preact' );
	return 'react' === $flavour ? 'react' : 'preact';
}

/**
 * The scripts the bundle replaces, by a key naming each in its filter, with the end of their source path.
 * A handle is matched by its source, never by its name alone: `custom` is too common a handle to remove blindly.
 *
 * @return array<string, string> Key => regular expression on the script's source path.
 */
function wp_widget_bundle_replaced_scripts() {
	return array(
		// The Limitless theme's own scripts (custom.js, ext.js, its sliders, galleries and grids).
		'theme'              => '#/sprites/js/(custom|ext|jquery\.quartz|jquery\.selene|jquery\.bxslider(\.min)?|jquery\.isotope(\.min)?|jquery\.transit(\.min)?|jquery\.touchSwipe(\.min)?|SmoothScroll)\.js$#i',
		'prettyphoto'        => '#(/sprites/js/jquery\.prettyPhoto|/woocommerce/assets/js/prettyPhoto/jquery\.prettyPhoto(\.init)?(\.min)?)\.js$#i',
		'countdown'          => '#/jquery\.countdown(\.min)?\.js$#i',
		'wc-add-to-cart'     => '#/woocommerce/assets/js/frontend/add-to-cart(\.min)?\.js$#',
		'wc-cart-fragments'  => '#/woocommerce/assets/js/frontend/cart-fragments(\.min)?\.js$#',
		'woocommerce'        => '#/woocommerce/assets/js/frontend/woocommerce(\.min)?\.js$#',
		'contact-form-7'     => '#/contact-form-7/(includes/js/(index|scripts)|modules/recaptcha/index)\.js$#',
		'comment-reply'      => '#/wp-includes/js/comment-reply(\.min)?\.js$#',
		// WordPress's set-up of [video] and [audio] players: the bundle's media player builds them (a second
		// MediaElement on the same element breaks both). MediaElement itself stays, for WordPress's [playlist].
		'wp-mediaelement'    => '#/wp-includes/js/mediaelement/wp-mediaelement(\.min)?\.js$#',
		// Embed Plus for YouTube's script (its gallery's paging and player, and its consent button): the bundle's
		// video gallery does its work, and both on one gallery would page it twice. `_EPYT_` is still printed.
		'youtube-embed-plus' => '#/youtube-embed-plus/scripts/ytprefs(\.min)?\.js$#',
	);
}

/**
 * The bundle, from the plugin's own folder (`plugins_url()` works for child themes and moved content folders),
 * in the footer and deferred, its version and dependencies read from the `widgets.asset.php` the build wrote.
 */
function wp_widget_bundle_enqueue() {
	$folder = 'react' === wp_widget_bundle_flavour() ? 'build/' : 'build/preact/';
	$asset  = plugin_dir_path( __FILE__ ) . $folder . 'widgets.asset.php';
	$asset  = file_exists( $asset ) ? require $asset : array(
		'dependencies' => array(),
		'version'      => '0.1.0',
	);
	wp_enqueue_script(
		'wp-widget-bundle',
		plugins_url( $folder . 'widgets.js', __FILE__ ),
		$asset['dependencies'],
		$asset['version'],
		array(
			'in_footer' => true,
			'strategy'  => 'defer',
		)
	);
	// The first-paint stylesheet, in the head: widget markup laid out as it will be once mounted, so the page
	// does not move when the widgets mount. The same file for both flavours.
	wp_enqueue_style(
		'wp-widget-bundle',
		plugins_url( 'build/widgets.css', __FILE__ ),
		array(),
		$asset['version']
	);
}
add_action( 'wp_enqueue_scripts', 'wp_widget_bundle_enqueue' );

/**
 * Before WordPress 6.3 the fifth argument was `$in_footer` alone: the array reads as true (footer) and the
 * strategy is ignored, so `defer` is added to the tag here.
 *
 * @param string $tag    The script tag.
 * @param string $handle The script's handle.
 * @return string
 */
function wp_widget_bundle_defer( $tag, $handle ) {
	if ( 'wp-widget-bundle' !== $handle || version_compare( get_bloginfo( 'version' ), '6.3', '>=' ) ) {
		return $tag;
	}
	if ( preg_match( '/<script\b[^>]*\sdefer\b/', $tag ) ) {
		return $tag;
	}
	return preg_replace( '/<script\b(?=[^>]*\bid=[\'"]wp-widget-bundle-js[\'"])/', '<script defer', $tag, 1 );
}
add_filter( 'script_loader_tag', 'wp_widget_bundle_defer', 10, 2 );

/**
 * The scripts the bundle replaces are never loaded. Each one's source is emptied rather than the handle
 * dequeued: WordPress still prints what was localised on it (`ioa_localize` on the theme's `custom`,
 * `wc_add_to_cart_params`, `wpcf7`), which the bundle reads, and a script depending on it still loads. Each
 * is behind a filter, `wp_widget_bundle_dequeue_{key}` (keys in wp_widget_bundle_replaced_scripts()), so a
 * site can keep one: `add_filter( 'wp_widget_bundle_dequeue_comment-reply', '__return_false' );`.
 * Runs before the head's and the footer's scripts print, so a script enqueued late is caught too.
 */
function wp_widget_bundle_dequeue() {
	$scripts = wp_scripts();
	foreach ( wp_widget_bundle_replaced_scripts() as $key => $pattern ) {
		/**
		 * Filters whether the bundle replaces this script (true) or the site keeps it (false).
		 *
		 * @param bool $dequeue Whether the script is left out.
		 */
		if ( ! apply_filters( "wp_widget_bundle_dequeue_{$key}", true ) ) {
			continue;
		}
		foreach ( $scripts->registered as $handle => $script ) {
			if ( 'wp-widget-bundle' === $handle || ! is_string( $script->src ) || '' === $script->src ) {
				continue;
			}
			$path = wp_parse_url( $script->src, PHP_URL_PATH );
			if ( is_string( $path ) && preg_match( $pattern, $path ) ) {
				$script->src = false;
			}
		}
	}
}
add_action( 'wp_print_scripts', 'wp_widget_bundle_dequeue', 100 );
add_action( 'wp_print_footer_scripts', 'wp_widget_bundle_dequeue', 1 );

/**
 * jQuery's handles: WordPress's `jquery` is an alias of the other two.
 *
 * @return string[]
 */
function wp_widget_bundle_jquery_handles() {
	return array( 'jquery', 'jquery-core', 'jquery-migrate' );
}

/**
 * Whether this handle prints something that runs: a source, or inline code added with wp_add_inline_script()
 * that may call jQuery (it names `jQuery`, or `$` on its own). Localised data (`wp_localize_script`) and inline
 * code that only sets variables, such as the theme's `ioa_listener_url`, do not count.
 *
 * @param _WP_Dependency $script The registered script.
 * @return bool
 */
function wp_widget_bundle_runs( $script ) {
	if ( is_string( $script->src ) && '' !== $script->src ) {
		return true;
	}
	foreach ( array( 'before', 'after' ) as $position ) {
		$code = isset( $script->extra[ $position ] ) ? (array) $script->extra[ $position ] : array();
		foreach ( $code as $text ) {
			if ( is_string( $text ) && preg_match( '/\bjQuery\b|(?<![\w$])\$(?![\w$])/', $text ) ) {
				return true;
			}
		}
	}
	return false;
}

/**
 * jQuery is left out of the page when nothing that runs needs it. The scripts the bundle replaced still list
 * `jquery` among their dependencies (their handles stay, for their localised data), so WordPress would print
 * jQuery and jQuery Migrate in the head, render-blocking, for nothing: the bundle does not use them. After the
 * replacements, every script about to print is followed through its dependencies; when none that runs (a
 * source, or inline code that may call jQuery) reaches jQuery, and the site did not enqueue jQuery itself,
 * jQuery is taken out of their dependencies and is not printed. Where something still needs it, it stays where
 * WordPress prints it (never moved to the footer: inline code in the content may call it early). A script
 * enqueued while the content prints (a shortcode's) is seen in the footer: when it needs jQuery, WordPress prints
 * jQuery there, before it, as for any footer script.
 */
function wp_widget_bundle_leave_out_jquery() {
	if ( is_admin() ) {
		return;
	}
	/**
	 * Filters whether the plugin leaves jQuery out of a page where nothing that loads needs it (default true).
	 *
	 * The risk: inline code in post content, a widget or a theme template that calls `jQuery(...)` without
	 * enqueuing a script that depends on `jquery` worked because the theme's scripts brought jQuery; once they
	 * are replaced it throws "jQuery is not defined". A site with such code returns false (jQuery is then
	 * printed as before): `add_filter( 'wp_widget_bundle_leave_out_jquery', '__return_false' );`, or better,
	 * enqueues its code with a `jquery` dependency.
	 *
	 * @param bool $leave_out Whether jQuery is left out where nothing needs it.
	 */
	if ( ! apply_filters( 'wp_widget_bundle_leave_out_jquery', true ) ) {
		return;
	}
	$scripts = wp_scripts();
	$jquery  = wp_widget_bundle_jquery_handles();
	// Already printed (the head kept it), or enqueued by the site itself: it stays.
	if ( array_intersect( $jquery, $scripts->done ) || array_intersect( $jquery, $scripts->queue ) ) {
		return;
	}
	// Every handle about to print, with whether it reaches jQuery through its dependencies.
	$reaches = array();
	$visit   = static function ( $handle ) use ( &$visit, &$reaches, $scripts, $jquery ) {
		if ( isset( $reaches[ $handle ] ) ) {
			return $reaches[ $handle ];
		}
		$reaches[ $handle ] = false;
		if ( ! isset( $scripts->registered[ $handle ] ) ) {
			return false;
		}
		$found = false;
		foreach ( $scripts->registered[ $handle ]->deps as $dep ) {
			// Each dependency is visited, so that every handle about to print is in $reaches.
			$found = ( in_array( $dep, $jquery, true ) || $visit( $dep ) ) || $found;
		}
		$reaches[ $handle ] = $found;
		return $found;
	};
	foreach ( $scripts->queue as $handle ) {
		$visit( $handle );
	}
	foreach ( $reaches as $handle => $reached ) {
		if ( $reached && ! in_array( $handle, $scripts->done, true ) && wp_widget_bundle_runs( $scripts->registered[ $handle ] ) ) {
			return;
		}
	}
	foreach ( array_keys( $reaches ) as $handle ) {
		if ( isset( $scripts->registered[ $handle ] ) ) {
			$script       = $scripts->registered[ $handle ];
			$script->deps = array_values( array_diff( $script->deps, $jquery ) );
		}
	}
}
add_action( 'wp_print_scripts', 'wp_widget_bundle_leave_out_jquery', 101 );
add_action( 'wp_print_footer_scripts', 'wp_widget_bundle_leave_out_jquery', 2 );

/**
 * A site with a nonce-based Content-Security-Policy gives its nonce through the `wp_widget_bundle_nonce` filter
 * (or the `wp_script_attributes` filter itself): the bundle's tag carries it, and the bundle gives it on to the
 * chunks, stylesheets and preloads it adds. WordPress 6.4 and later print enqueued tags through
 * wp_script_attributes; before, the tag gets the nonce through script_loader_tag (below).
 *
 * @param array $attributes The script tag's attributes.
 * @return array
 */
function wp_widget_bundle_script_attributes( $attributes ) {
	/**
	 * Filters the Content-Security-Policy nonce given to the bundle's script tag ('' for none).
	 *
	 * @param string $nonce The nonce.
	 */
	$nonce = apply_filters( 'wp_widget_bundle_nonce', '' );
	if ( '' !== $nonce && isset( $attributes['id'] ) && 'wp-widget-bundle-js' === $attributes['id'] ) {
		$attributes['nonce'] = $nonce;
	}
	return $attributes;
}
add_filter( 'wp_script_attributes', 'wp_widget_bundle_script_attributes' );

/**
 * The nonce on the enqueued tag, for WordPress before 6.4 (which prints it without wp_script_attributes).
 *
 * @param string $tag    The script tag.
 * @param string $handle The script's handle.
 * @return string
 */
function wp_widget_bundle_nonce_tag( $tag, $handle ) {
	$nonce = apply_filters( 'wp_widget_bundle_nonce', '' );
	if ( 'wp-widget-bundle' !== $handle || '' === $nonce || false !== strpos( $tag, ' nonce=' ) ) {
		return $tag;
	}
	return preg_replace(
		'/<script\b(?=[^>]*\bid=[\'"]wp-widget-bundle-js[\'"])/',
		'<script nonce="' . esc_attr( $nonce ) . '"',
		$tag,
		1
	);
}
add_filter( 'script_loader_tag', 'wp_widget_bundle_nonce_tag', 10, 2 );

/**
 * The chart markup site owners write (`data-widget="line-chart"` and the other Chart.js charts, the weather icon)
 * draws on a `<canvas>` in the content, which WordPress's post content does not allow: kses took it from what an
 * Author or a Contributor saved, and the chart stayed unmounted. Post content allows `<canvas>` with its
 * `width` and `height`, and the attributes WordPress allows on every element (class, id, data-*, role, aria-*,
 * title, style). A canvas runs nothing; nothing else is widened.
 *
 * @param array  $tags    The elements and attributes allowed.
 * @param string $context The kind of content: 'post' for post content.
 * @return array
 */
function wp_widget_bundle_kses_canvas( $tags, $context ) {
	if ( 'post' !== $context || isset( $tags['canvas'] ) ) {
		return $tags;
	}
	// WordPress's own list of the attributes every element allows (since 5.0), as its other elements get it.
	$tags['canvas'] = _wp_add_global_attributes(
		array(
			'width'  => true,
			'height' => true,
		)
	);
	return $tags;
}
add_filter( 'wp_kses_allowed_html', 'wp_widget_bundle_kses_canvas', 10, 2 );
