import HitlabCore

/// Each rule in one line, in every language (docs/rules.md quotes the English).
extension Rule {
    /// The rule in one line.
    public var summary: String {
        switch self {
        case .h1:
            return
                """
                A hidden, non-interactive, transparent (alpha below 0.01, kept as a 32-bit float: 0.01 itself is \
                below) or disabled view returns nil; its subviews are never asked.
                """
        case .h2: return "Otherwise, when pointInside is false, hitTest returns nil."
        case .h3:
            return
                """
                Otherwise the subviews are asked front to back, each with the point converted into it; the first \
                to return a view wins.
                """
        case .h4: return "When no subview returns a view, the view returns itself."
        case .h5:
            return
                """
                Clipping changes what is drawn, never what is hit: a subview outside its superview's bounds \
                cannot be hit there.
                """
        case .h6: return "A skipped ancestor skips its whole subtree, whatever the subviews' own properties."
        case .h7:
            return
                """
                A view being animated by UIView.animate without .allowUserInteraction is skipped until its \
                animation ends; hit-testing uses its model frame, where the animation takes it, not where it is drawn.
                """
        case .c1: return "A round button: pointInside is true within the circle inscribed in its bounds."
        case .c2: return "An expanded hit area: pointInside tests the bounds grown by insets."
        case .c3: return "A parent whose pointInside is true only inside its subviews' frames."
        case .c4: return "A parent whose hitTest asks its subviews even when the point is outside its own bounds."
        case .c5: return "A transparent overlay: hitTest turns a result of itself into nil, so touches pass through."
        case .c6:
            return
                """
                A container whose hitTest returns one of its views instead of itself, so a touch in its empty \
                area goes to that view (a peeking carousel's scroll view).
                """
        case .c7:
            return
                """
                A popover's dimming view, which would return itself, returns instead what one of the popover's \
                passthroughViews under the point returns, so that view still gets the touch.
                """
        case .r1:
            return
                """
                A view's next responder is its view controller when it is the controller's root view, else its \
                superview.
                """
        case .r2:
            return "A view controller's next responder is its view's superview, or the controller that presented it."
        case .r3:
            return
                """
                The window's next responder is its window scene (iOS 13 and later), whose next responder is the \
                application; before iOS 13, the application.
                """
        case .r4: return "The application's next responder is the app delegate, when it is a responder."
        case .r5: return "When the chain ends and nobody handled the event, it is dropped."
        case .r6:
            return
                """
                A sheet or a popover is presented in a container view (UITransitionView) that returns nil where \
                the touch finds none of its subviews; in it, the sheet's or popover's dimming view takes every \
                touch around the presented view.
                """
        case .t1: return "Every phase of a touch goes to the view hit when it began, even after the pointer leaves it."
        case .t2: return "A responder that does not handle touches passes each one to its next responder."
        case .t3: return "Touches go to the hit view, never to the first responder."
        case .t4:
            return
                """
                Each finger is hit-tested on its own and bound to its own view; a view with \
                isMultipleTouchEnabled off (the default) receives only its first touch, and a further finger on \
                it is delivered to nobody, while its recognizers still see it.
                """
        case .t5:
            return
                """
                A touch on a view with isExclusiveTouch is delivered only while no other view in its window \
                tracks a finger, and while an exclusive view tracks one no other view there gets a new finger; \
                recognizers still see the touch.
                """
        case .t6:
            return
                """
                A touch stays with the view it began on when the app changes that view while the finger is down \
                (hidden, transparent, non-interactive, disabled): only a view removed from its window has its \
                touch cancelled; later presses are hit-tested against the changed views.
                """
        case .a1:
            return
                """
                A control tracks its own touches and sends its action on touch-up inside (its bounds grown by 70 \
                points while tracking).
                """
        case .a2:
            return
                """
                A control's action goes to its target; with no target, up the chain from the first responder, or \
                from the sender itself when there is none.
                """
        case .a3:
            return
                """
                A control in front keeps its touch from its superviews' touch handling; which of their \
                recognizers it beats depends on its class.
                """
        case .a4:
            return
                """
                A stepper changes its value by the button under the finger (− or +): once when a tap lifts; while \
                held (autorepeat), every 0.5 s at first (faster the longer it is held; Hitlab keeps 0.5 s); at \
                minimumValue or maximumValue that button is disabled unless it wraps; each change sends \
                valueChanged, or one comes at touch-up when it is not continuous.
                """
        case .a5:
            return
                """
                A tap on a text field makes it the first responder: the text field that was first responder \
                sends editingDidEnd, then the tapped one sends editingDidBegin; nil-targeted actions start from it.
                """
        case .g1: return "Recognizers on the hit view and its ancestors see the touch before the views do."
        case .g2: return "A recognizer that recognizes cancels the touch in the views (cancelsTouchesInView)."
        case .g3:
            return
                """
                When a view and an ancestor both recognize a tap, the deeper one wins unless either allows \
                simultaneous recognition.
                """
        case .g4:
            return
                """
                A recognizer sends its action to its target only, never up the chain; a continuous one sends it \
                at every state change.
                """
        case .g5:
            return
                """
                A scroll view holds a still touch back from its content for a moment (delaysContentTouches) and \
                scrolls on a drag, cancelling the content's touch if the content already has it; when \
                canCancelContentTouches is off, or touchesShouldCancel(in:) says no (its default for controls), \
                it does not scroll and the content keeps the touch.
                """
        case .g6:
            return
                """
                A pinch or a rotation needs two fingers on its view or its subviews: it begins once their \
                distance or angle has changed enough, changes while both are down, and ends when both have \
                lifted; a tap, double tap, long press or swipe fails when a second finger joins it.
                """
        case .g7:
            return
                """
                A recognizer sees only the touches hit-tested to its view or its subviews: recognizers that share \
                no touch do not prevent each other, and a recognizer cancels only the touches it sees.
                """
        case .g8:
            return
                """
                A recognizer's delegate has the last word: when gestureRecognizer(_:shouldReceive:) says no, the \
                recognizer never sees that touch and the views get it as if it were not there; when \
                gestureRecognizerShouldBegin(_:) says no, it fails where it would have begun or recognized.
                """
        case .f1:
            return
                """
                Each window has at most one first responder at a time; key presses and nil-targeted actions \
                start at the key window's.
                """
        case .f2: return "Touches never start at the first responder."
        case .w1:
            return
                """
                With several windows, UIKit asks them front to back (highest windowLevel first; within one level, \
                the window in front first) and the first whose hitTest returns a view gets the touch; a window that \
                returns nil lets it through to the window behind.
                """
        case .w2:
            return
                """
                Each window keeps its own first responder; a nil-targeted action starts at the key window's, \
                while a touch goes to the window under the finger.
                """
        }
    }

    /// The rule in one line, in a language (docs/rules.md quotes the English).
    public func summary(in language: Language) -> String {
        language.pick(summary, summaryZh)
    }

    private var summaryZh: String {
        switch self {
        case .h1:
            return
                """
                以下视图的 hitTest(_:with:) 直接返回 nil，也不再询问子视图：隐藏的视图、关闭了用户交互的视图、透明度小于 0.01 的视图（alpha 以 32 位浮点数存储，设为 \
                0.01 实际也略小于 0.01），以及被禁用的控件（“被禁用的控件”这一条 Apple 文档没有写明，是社区文章总结的经验；文档只列了前三种情况）。
                """
        case .h2: return "否则，point(inside:with:) 返回 false 时，hitTest(_:with:) 返回 nil。"
        case .h3: return "否则逆序遍历子视图（从最后添加、位于最上层的子视图开始），每次都把点转换到该子视图的坐标系；第一个返回非 nil 的子视图胜出。"
        case .h4: return "没有子视图返回视图时，这个视图返回自己。"
        case .h5: return "裁剪只改变绘制，不改变命中：子视图超出父视图 bounds 的部分在那里点不到。"
        case .h6: return "祖先视图被跳过时，它的整棵子树也跟着被跳过，不管子视图自己的属性如何。"
        case .h7:
            return
                """
                用 UIView.animate 做动画、且没有带 .allowUserInteraction 的视图，在动画结束前会被命中测试跳过；带了 .allowUserInteraction \
                的视图照常参与，但命中测试按照它的模型 frame（即动画终点）判断，而不是按照它在屏幕上显示的位置（表现层）。
                """
        case .c1: return "圆形按钮：点在 bounds 的内切圆内时，point(inside:with:) 为 true。"
        case .c2: return "扩大点击区域：point(inside:with:) 检查按照 insets 扩大后的 bounds。"
        case .c3: return "父视图的 point(inside:with:) 只在它的子视图 frame 内为 true。"
        case .c4: return "即使点在自己的 bounds 之外，父视图的 hitTest 也询问子视图。"
        case .c5: return "透明蒙层：hitTest 把返回自己改成返回 nil，让触摸穿透。"
        case .c6: return "容器重写 hitTest，把返回自己改成返回它的某个子视图，落在容器空白处的触摸就交给这个视图（例如露出左右两页的轮播图里的 UIScrollView）。"
        case .c7:
            return
                """
                弹出框（popover）的遮罩视图（dimming view）本会返回自己，但触摸点落在弹出框 passthroughViews 中的某个视图上时，它改为返回那个视图的 \
                hitTest(_:with:) 结果，所以那个视图仍能收到触摸。
                """
        case .r1: return "视图是视图控制器的根视图时，它的下一个响应者是这个控制器，否则是它的父视图。"
        case .r2: return "视图控制器的下一个响应者是它的视图的父视图，或者呈现（present）它的控制器。"
        case .r3:
            return
                """
                UIWindow 的下一个响应者是它所在的 UIWindowScene（iOS 13 起），UIWindowScene 的下一个响应者是 UIApplication；iOS 12 \
                及更早时，UIWindow 的下一个响应者直接是 UIApplication。
                """
        case .r4: return "UIApplication 的下一个响应者是 App Delegate（前提是 App Delegate 本身是 UIResponder 的子类）。"
        case .r5: return "响应者链走到尽头而没有人处理，事件就被丢弃。"
        case .r6:
            return
                """
                以表单（sheet）或弹出框（popover）样式呈现时，被呈现的视图放在一个容器视图（UITransitionView）里；触摸点没有落在容器的任何子视图上时，容器返回 \
                nil。容器里还有一层遮罩视图（dimming view），接住被呈现视图四周的所有触摸。
                """
        case .t1: return "一次触摸的每个阶段都交给 began 时命中的视图，即使手指离开了它。"
        case .t2: return "不处理触摸的响应者把每个触摸事件传给它的下一个响应者。"
        case .t3: return "触摸交给命中视图，而不是第一响应者。"
        case .t4:
            return
                """
                每根手指各自做命中测试，绑定到各自命中的视图；isMultipleTouchEnabled 为 false（默认值）的视图只接收它的第一个触摸，落在它上面的第二根手指不会交给任何视图，但它的手势识\
                别器仍然能收到。
                """
        case .t5:
            return "isExclusiveTouch 为 true 的视图，只有在同一窗口里没有别的视图正在跟踪手指时才能收到触摸；它正在跟踪手指时，同一窗口里的其他视图也收不到新的手指。手势识别器仍然能收到这些触摸。"
        case .t6:
            return
                """
                手指还按着的时候，即使 App 改变了这次触摸开始时所在的视图（隐藏、alpha 设为小于 0.01、关闭用户交互、禁用控件），触摸也仍然绑定在\
                这个视图上；只有这个视图被移出窗口时，它上面的触摸才会被取消。之后新的触摸在命中测试中才会受这些改变影响。
                """
        case .a1: return "控件自己跟踪触摸，在 .touchUpInside 时发送 action（跟踪时 bounds 向外扩大 70 pt）。"
        case .a2: return "控件的 action 发给它的 target；target 为 nil 时，从第一响应者开始沿响应者链查找，没有第一响应者时从发送者本身开始。"
        case .a3: return "位于上层的控件自己留住触摸，父视图的 touches 方法收不到；它能胜过父视图上的哪些手势识别器，取决于控件的类。"
        case .a4:
            return
                """
                UIStepper 根据手指所在的按钮（− 或 +）改变值：单击在手指抬起时变一次；按住时（autorepeat）起初每 0.5 秒变一次（真机上按得越久变得越快，Hitlab 始终取 0.5 \
                秒）；值到达 minimumValue 或 maximumValue 时，对应的按钮被禁用（wraps 为 true 时除外，值会绕到另一端）；默认每变一次发送一次 \
                .valueChanged；若 isContinuous 为 false，则只在抬起时发送一次。
                """
        case .a5:
            return
                """
                点击文本框（UITextField）会让它成为第一响应者：原来是第一响应者的文本框先触发 .editingDidEnd，被点击的文本框再触发 \
                .editingDidBegin；此后 target 为 nil 的 action 从这个新的第一响应者开始沿响应者链查找。
                """
        case .g1: return "命中视图及其祖先上的手势识别器比视图先看到触摸。"
        case .g2: return "识别成功的手势识别器会取消视图里的触摸（cancelsTouchesInView）。"
        case .g3:
            return
                """
                视图和它的祖先上都有点击手势识别器时，更深的视图上的那个胜出，除非其中一方允许同时识别（代理方法 \
                gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) 返回 true）。
                """
        case .g4: return "手势识别器只把 action 发给它的 target，从不沿响应者链查找；连续手势（长按、拖动）在 began、每次 changed 和 ended 时都会发送。"
        case .g5:
            return
                """
                UIScrollView 会先把触摸的 began 暂缓一小会儿（delaysContentTouches），确定手指不是要滚动再交给内容视图。手指拖动时它开始滚动；如果内容视图已经收到这次触摸，\
                就先向内容视图发送 touchesCancelled。但如果 canCancelContentTouches 为 false，或 touchesShouldCancel(in:) 返回 \
                false（对 UIControl 默认如此），它就不滚动，触摸仍归内容视图。
                """
        case .g6:
            return
                """
                捏合和旋转手势需要两根手指落在它的视图或子视图上：两指的距离或角度变化足够大时开始（began），两指都按着时每次移动都是 \
                changed，两指都抬起时结束；点击、双击、长按和轻扫手势在第二根手指加入时识别失败。
                """
        case .g7: return "手势识别器只接收命中测试落在它的视图或其子视图上的触摸：没有共同触摸的识别器互不阻止，识别成功时也只取消它自己收到的那些触摸。"
        case .g8:
            return
                """
                手势识别器的代理说了算：gestureRecognizer(_:shouldReceive:) 返回 false 时，识别器根本收不到这次触摸，视图照常收到，就像没有这个识别器一样；\
                gestureRecognizerShouldBegin(_:) 返回 false 时，识别器在本该开始或识别成功的那一刻识别失败。
                """
        case .f1: return "每个窗口同一时刻最多有一个第一响应者；键盘事件和 target 为 nil 的 action 从 key window 的第一响应者开始查找。"
        case .f2: return "触摸从不从第一响应者开始。"
        case .w1:
            return
                """
                有多个窗口时，UIKit 从最上层的窗口开始依次询问（windowLevel 最高的先问；同一层级里，显示在最上层的窗口先问），第一个 hitTest(_:with:) 返回视图的窗口得到这次触摸；返回 \
                nil 的窗口让触摸穿过，交给它后面的窗口。
                """
        case .w2:
            return
                """
                每个窗口各有自己的第一响应者；target 为 nil 的 action 从 key window 的第一响应者开始沿响应者链查找，而触摸交给手指按下位置所在的窗口。
                """
        }
    }
}
